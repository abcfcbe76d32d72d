import type { CustomLabelName, MailAddress, MailFolder } from '@/contract/mail';
import { imageUrl } from '@/server/db/seed/seed-context';

export interface MailSeed {
  folder: MailFolder;
  labelIds: CustomLabelName[];
  isImportant: boolean;
  isStarred: boolean;
  isUnread: boolean;
  hoursAgo: number;
  subject: string;
  message: string;
  files: string[];
  /** Absent: the presenter (sent mail and drafts). */
  from?: MailAddress;
  /** Absent: the presenter (received mail). */
  to?: MailAddress[];
}

const html = (...paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

/**
 * The presenter's 9 demo mails, covering every system label (each folder, starred, important,
 * unread) and every custom label. `crew` are three seeded accounts the rehearsal schedule goes to.
 */
export function mailSeeds(presenterFirstName: string, crew: MailAddress[]): MailSeed[] {
  return [
    {
      folder: 'inbox',
      labelIds: [],
      isImportant: true,
      isStarred: false,
      isUnread: true,
      hoursAgo: 2,
      subject: 'Booking inquiry: Future of Work Summit, Hamburg, 12 March',
      from: {
        name: 'Lena Hoffmann',
        email: 'lena.hoffmann@brightstage-events.example',
        avatar: imageUrl('avatar', 3),
      },
      files: [],
      message: html(
        `Dear ${presenterFirstName},`,
        'I am writing on behalf of BrightStage Events. We are organising the Future of Work Summit in Hamburg on 12 March and would love you to host the main stage.',
        'The day runs from 9:00 to 17:30 with two keynotes, three panels and a closing award. We would need you for a briefing call in February and a short rehearsal on the evening before.',
        'Could you let us know your availability and your fee for a full day, including travel from Berlin?',
        'Kind regards,<br>Lena Hoffmann<br>Senior Event Manager, BrightStage Events',
      ),
    },
    {
      folder: 'inbox',
      labelIds: ['social'],
      isImportant: false,
      isStarred: true,
      isUnread: true,
      hoursAgo: 5,
      subject: 'Guest invitation: The Long Take podcast',
      from: { name: 'Maya Lindqvist', email: 'maya@thelongtake.example', avatar: imageUrl('avatar', 7) },
      files: [],
      message: html(
        `Hi ${presenterFirstName},`,
        'I host The Long Take, a weekly podcast about the people behind live television. Our listeners keep asking about the craft of hosting, and you would be the perfect guest.',
        'We record remotely or in our Kreuzberg studio, about an hour, with no editing surprises: you get to hear the cut before it goes out.',
        'Would any afternoon in the week of the 18th work for you?',
        'Warmly,<br>Maya',
      ),
    },
    {
      folder: 'inbox',
      labelIds: ['social'],
      isImportant: false,
      isStarred: false,
      isUnread: true,
      hoursAgo: 8,
      subject: 'Maya Lindqvist and 14 others mentioned you in a post',
      from: { name: 'Linkfolio', email: 'notifications@linkfolio.example', avatar: imageUrl('avatar', 18) },
      files: [],
      message: html(
        `${presenterFirstName}, you were mentioned in "What makes a great live host? A thread".`,
        'Maya Lindqvist: "Watch how she handles a dead microphone at the awards night: calm, funny and back on script in ten seconds."',
        '<a href="https://linkfolio.example/posts/great-live-hosts">See the post and 14 more mentions</a>',
        'You receive this email because mention notifications are on. Change this in your notification settings.',
      ),
    },
    {
      folder: 'inbox',
      labelIds: ['promotions'],
      isImportant: false,
      isStarred: false,
      isUnread: true,
      hoursAgo: 10,
      subject: 'Autumn sale: 30% off every presenting masterclass',
      from: {
        name: 'StageCraft Academy',
        email: 'news@stagecraft-academy.example',
        avatar: imageUrl('avatar', 12),
      },
      files: [imageUrl('cover', 9)],
      message: html(
        '<strong>This week only: 30% off every masterclass.</strong>',
        'Sharpen your autocue reading, master the art of the live interview or learn to moderate a panel that never runs over time. Taught by working broadcasters, online and at your own pace.',
        'Use the code AUTUMN30 at checkout before Sunday midnight.',
        'StageCraft Academy. You can unsubscribe from these emails at any time.',
      ),
    },
    {
      folder: 'inbox',
      labelIds: [],
      isImportant: true,
      isStarred: true,
      isUnread: false,
      hoursAgo: 26,
      subject: "Contract draft: 'Late Night Live' season 3",
      from: { name: 'Jonas Weber', email: 'jonas.weber@nordwelle-tv.example', avatar: imageUrl('avatar', 5) },
      files: [imageUrl('cover', 4), imageUrl('cover', 5)],
      message: html(
        `Dear ${presenterFirstName},`,
        "Please find attached the draft contract for season 3 of 'Late Night Live': twelve episodes, recorded on Tuesdays in Studio 4, with the option of two specials in December.",
        'The main changes from last season are in sections 4 (exclusivity, now limited to late-night formats) and 7 (repeat fees for the streaming platform).',
        "We would be grateful for your comments, or your agent's, by the end of next week so that we can announce the season in time.",
        'Best regards,<br>Jonas Weber<br>Head of Talent Contracts, Nordwelle TV',
      ),
    },
    {
      folder: 'sent',
      labelIds: [],
      isImportant: false,
      isStarred: true,
      isUnread: false,
      hoursAgo: 30,
      subject: 'Rehearsal schedule for the Autumn Gala',
      to: crew,
      files: [imageUrl('gallery', 2)],
      message: html(
        'Hi team,',
        'Here is the plan for gala week. Thursday 14:00: technical run in the main hall, cues only. Friday 10:00: full dress rehearsal with the orchestra, 15:00: award presenters walk-through.',
        'Saturday: call time 16:00, doors at 18:30, live at 19:30. The stage plan is attached.',
        `Thank you all, it is going to be a beautiful evening.<br>${presenterFirstName}`,
      ),
    },
    {
      folder: 'drafts',
      labelIds: [],
      isImportant: true,
      isStarred: false,
      isUnread: false,
      hoursAgo: 50,
      subject: "Invoice INV-2026-014: hosting the 'Late Night Live' pilot",
      to: [
        {
          name: 'Nordwelle TV Accounts',
          email: 'accounts@nordwelle-tv.example',
          avatar: imageUrl('avatar', 6),
        },
      ],
      files: [imageUrl('cover', 8)],
      message: html(
        'Dear accounts team,',
        "Please find attached invoice INV-2026-014 for hosting the 'Late Night Live' pilot, including two rehearsal days and travel, as agreed with Jonas Weber.",
        'Payment within 30 days to the account on the invoice would be much appreciated.',
        `Kind regards,<br>${presenterFirstName}`,
      ),
    },
    {
      folder: 'spam',
      labelIds: [],
      isImportant: false,
      isStarred: false,
      isUnread: true,
      hoursAgo: 72,
      subject: 'Congratulations! You have been selected for an exclusive reward',
      from: {
        name: 'Prize Department',
        email: 'winner@lucky-draw-prizes.example',
        avatar: imageUrl('avatar', 20),
      },
      files: [],
      message: html(
        'Dear valued customer,',
        'You have been selected to receive an exclusive reward worth 5,000 EUR. To claim it, confirm your bank details within 24 hours.',
        'This offer expires soon. Act now!',
      ),
    },
    {
      folder: 'trash',
      labelIds: ['forums'],
      isImportant: false,
      isStarred: false,
      isUnread: false,
      hoursAgo: 120,
      subject: 'Weekly digest: autocue tips, mic etiquette and 12 new threads',
      from: {
        name: "Presenters' Circle",
        email: 'digest@presenters-circle.example',
        avatar: imageUrl('avatar', 15),
      },
      files: [],
      message: html(
        '<strong>Popular this week</strong>',
        '"How far ahead do you read on the autocue?" (38 replies)<br>"Lavalier or headset for a two-hour panel?" (21 replies)<br>"Handling a guest who will not stop talking" (17 replies)',
        '12 new threads in Hosting and Moderation, 4 in Voice and Speech.',
        "You are receiving this digest as a member of Presenters' Circle.",
      ),
    },
  ];
}

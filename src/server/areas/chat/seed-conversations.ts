/**
 * The demo talk of the presenter's team. Speaker 0 is the presenter (the admin); speakers 1.. are the
 * cast, picked from the seeded accounts by job title. `{n}` in a line is speaker n's first name;
 * `{ image: n }` is a photo (gallery image n).
 */
export type ScriptLine = [speaker: number, content: string | { image: number }];

export interface ConversationScript {
  cast: string[];
  /** How long ago the last message was sent. */
  lastHoursAgo: number;
  /** Messages at the end the presenter has not seen (never more than the trailing lines of others). */
  unread: number;
  lines: ScriptLine[];
}

export const conversationScripts: ConversationScript[] = [
  {
    cast: ['Booking Agent'],
    lastHoursAgo: 0.4,
    unread: 1,
    lines: [
      [
        1,
        'Morning! The Lindqvist Foundation wants you for their gala on the 14th: two hours of moderation plus the award segment.',
      ],
      [0, 'Sounds lovely. Where is it, and do they have a run sheet yet?'],
      [1, 'Kulturbrauerei, Hall 2. They promised the run sheet by Friday.'],
      [1, 'The fee is in line with last year. Shall I confirm the hold?'],
      [0, 'Yes, put a hold on it. I want the guest list before I sign anything.'],
      [1, 'Done: the hold stands until Monday noon.'],
    ],
  },
  {
    cast: ['Executive Producer', 'Stage Manager', 'Lighting Designer'],
    lastHoursAgo: 1.5,
    unread: 2,
    lines: [
      [1, 'Team, the final run sheet for the gala is up. Please check your cues before Thursday.'],
      [1, { image: 1 }],
      [3, 'The lighting change after the second award needs twenty more seconds.'],
      [2, 'We can cover that with a longer walk-on for {0}.'],
      [0, 'Happy to take a slower walk. Just tell me where to stop.'],
      [3, 'Centre mark, the blue tape. I will have a special on it.'],
      [1, 'Thanks, all. Dress rehearsal on Thursday at 14:00 sharp.'],
    ],
  },
  {
    cast: ['Speechwriter'],
    lastHoursAgo: 3,
    unread: 2,
    lines: [
      [1, 'The first draft of the opening monologue is in the shared folder.'],
      [0, 'Read it on the train. The second joke about the jury will not land with a German audience.'],
      [1, 'Fair. I will swap it for the story about the broken teleprompter in Vienna.'],
      [0, 'Ha, yes. Keep the whole opening under 90 seconds, though.'],
      [1, 'Revised version coming tonight.'],
      [1, 'Sent! Version 3 reads aloud in 84 seconds.'],
    ],
  },
  {
    cast: ['Camera Operator'],
    lastHoursAgo: 6,
    unread: 3,
    lines: [
      [0, "Could you send me a frame from yesterday's panel? The press office wants a still."],
      [1, { image: 5 }],
      [1, { image: 6 }],
      [1, 'Two options. The wide one has the sponsor wall in it, if they need that.'],
    ],
  },
  {
    cast: ['Stage Manager'],
    lastHoursAgo: 20,
    unread: 0,
    lines: [
      [0, 'Are we still on for the tech rehearsal tomorrow at 10?'],
      [1, 'Yes, but we moved to Studio 1: the small studio has no autocue.'],
      [1, 'Call time is 9:30 for the mic check.'],
      [0, 'Perfect. I will bring the revised cue cards.'],
    ],
  },
  {
    cast: ['Event Coordinator'],
    lastHoursAgo: 27,
    unread: 0,
    lines: [
      [1, 'Your flights to Zurich are booked: out on Thursday at 07:10 from BER, back on Saturday at 18:45.'],
      [0, 'Thank you! Can you get me an aisle seat on the way back?'],
      [1, 'Changed to 3C. The hotel is booked for two nights, breakfast included.'],
      [1, { image: 3 }],
      [1, 'That is the view from your room, apparently.'],
      [0, 'Spoilt. See you at the airport.'],
    ],
  },
  {
    cast: ['Event Coordinator', 'Camera Operator', 'Makeup Artist', 'Press Officer'],
    lastHoursAgo: 40,
    unread: 1,
    lines: [
      [1, 'Quick reminder for the Zurich trip: passports, everyone!'],
      [2, 'Is there a car from the airport, or do we take the train?'],
      [1, 'A car for five. The driver waits at arrivals with a sign.'],
      [3, { image: 10 }],
      [3, 'Found a restaurant for Friday night, five minutes from the venue.'],
      [0, 'Looks great. Book it for six, please: the festival director may join us.'],
      [4, "Booked for 20:00 under {0}'s name."],
    ],
  },
  {
    cast: ['Press Officer'],
    lastHoursAgo: 52,
    unread: 0,
    lines: [
      [1, 'Radio Eins would like a ten-minute phone interview about the festival on Wednesday morning.'],
      [0, 'Wednesday works before 11. Live or pre-recorded?'],
      [1, 'Pre-recorded at 9:15. They will send the questions in advance.'],
      [0, 'Great, please forward them when they arrive.'],
      [1, 'Will do. They also asked for a short bio for the website.'],
      [0, 'Send them the one from the autumn press kit.'],
    ],
  },
  {
    cast: ['Video Editor', 'Executive Producer', 'Booking Agent'],
    lastHoursAgo: 75,
    unread: 0,
    lines: [
      [0, 'Who is our guest for episode 42 of the podcast?'],
      [2, 'Dr. Mara Quint, the climate scientist. Recording on the 22nd.'],
      [3, 'Her agent confirmed this morning. She has a hard stop at 13:00.'],
      [1, 'Studio B is booked from 10:00 to 13:00, and I will cut the trailer the same afternoon.'],
      [0, 'Perfect. Let us keep the episode to 45 minutes this time.'],
    ],
  },
  {
    cast: ['Makeup Artist'],
    lastHoursAgo: 100,
    unread: 1,
    lines: [
      [1, "For Saturday's broadcast: do you want the same look as the spring show?"],
      [0, 'Something warmer this time. The set is lit very blue.'],
      [1, 'Noted. I will be in the green room from 16:00.'],
    ],
  },
  {
    cast: ['Social Media Manager'],
    lastHoursAgo: 150,
    unread: 0,
    lines: [
      [1, 'The clip from the awards night has 40k views already!'],
      [1, { image: 8 }],
      [0, 'Amazing. Can we post the behind-the-scenes reel on Friday?'],
      [1, 'Scheduled for Friday at 18:00, with captions in English, German and French.'],
      [0, 'You are a star.'],
    ],
  },
  {
    cast: ['Sound Engineer'],
    lastHoursAgo: 260,
    unread: 2,
    lines: [
      [0, 'My in-ear monitor kept cutting out during the second half yesterday.'],
      [1, 'Sorry about that: a dying battery pack. I replaced the whole set.'],
      [1, 'I will do a full radio check before doors open next time.'],
    ],
  },
];

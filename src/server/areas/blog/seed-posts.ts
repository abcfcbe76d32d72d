import { brand } from '@/contract/brand';
import { imageUrl } from '@/server/db/seed/seed-context';

/** Demo copy of the presenter's blog, newest first. Bodies use only the tags post-body.ts allows. */
export interface SeedPost {
  title: string;
  description: string;
  tags: string[];
  /** A guest post by the seeded member with this job title; else the presenter wrote it. */
  guestJobTitle?: string;
  body: string;
}

const me = brand.presenter.firstName;
const p = (text: string) => `<p>${text}</p>`;
const h4 = (text: string) => `<h4>${text}</h4>`;
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const steps = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const quote = (text: string) => `<blockquote>${text}</blockquote>`;
const picture = (n: number, alt: string) => `<p><img src="${imageUrl('gallery', n)}" alt="${alt}"></p>`;
const body = (...blocks: string[]) => blocks.join('');

export const seedPosts: SeedPost[] = [
  {
    title: 'Behind the Scenes of a Live Gala',
    description:
      'Four hours of broadcast, eleven awards, one running order that changed nine times. Here is what the audience never sees.',
    tags: ['Live events', 'Backstage', 'Awards'],
    body: body(
      p(
        'The doors open at seven, but my gala day starts at nine in the morning with a cold coffee and the fourth version of the running order. By lunchtime there will be a fifth. That is not chaos; that is a live show breathing.',
      ),
      h4('The rehearsal nobody films'),
      p(
        "We walk every award twice: once with the winners' names read as placeholders, once at full speed with the band, the lights and the camera moves. I mark every walk-on in pencil, because pencil is honest about how often things change.",
      ),
      picture(1, 'The gala stage during the afternoon rehearsal'),
      p(
        'The floor manager and I agree on three hand signals and nothing more: stretch, wrap, and <em>stop talking right now</em>. Anything more complicated gets forgotten the second the red light comes on.',
      ),
      quote(
        'The audience should feel that the evening is effortless. The crew should know exactly how much effort it took.',
      ),
      p(
        'When the last guest has left, we sit on the edge of the stage with cold pizza and go through the notes. Every gala I host is better than the one before because of that half hour.',
      ),
    ),
  },
  {
    title: 'How to Moderate a Panel Without Losing the Room',
    description:
      "Five experts, one hour, and an audience that came for answers. A moderator's job is to get them there.",
    tags: ['Moderation', 'Conferences', 'Craft'],
    body: body(
      p(
        'A panel is not five keynotes in a row. It is a conversation the audience is allowed to overhear, and the moderator is the one who keeps it a conversation.',
      ),
      h4('Before the day'),
      list([
        '<strong>Call every panellist.</strong> Fifteen minutes each is enough to learn how they talk and what they want to say.',
        '<strong>Write three questions you are sure of</strong> and ten you might never use.',
        '<strong>Agree on the first question in advance</strong>, so nobody starts cold.',
      ]),
      p(
        "On stage, I keep a small card with each panellist's name, the point they most want to make, and how long they have spoken so far. Balance is not about equal minutes, but nobody should leave feeling invisible.",
      ),
      p(
        'When someone starts a speech instead of an answer, I wait for a breath, thank them by name, and hand the thread to someone who sees it differently. It is polite, it is quick, and the room notices that somebody is looking after their time.',
      ),
      p(
        'Always leave ten minutes for the audience. The best question of the day almost always comes from row twelve.',
      ),
    ),
  },
  {
    title: 'What TikTok Taught Me About Live Television',
    description:
      'I resisted short video for years. Then it taught me more about timing than a decade of studio work.',
    tags: ['Social media', 'Television', 'Craft'],
    body: body(
      p(
        'I started posting short clips because my agent asked me to, and I expected to hate it. Instead I found a brutal, honest teacher: the viewer who scrolls away after two seconds.',
      ),
      p(
        'Television forgives a slow opening because people have chosen the channel. A feed forgives nothing. So I learned to put the point first, the context second, and the joke wherever it actually lands.',
      ),
      h4('Three habits I brought back to the studio'),
      steps([
        'Open with the most interesting sentence you have, not the most polite one.',
        'Cut every sentence that only exists to buy you time.',
        'Look into the lens as if one person is watching, because one person is.',
      ]),
      p(
        'My live links are tighter now, and producers have noticed. The platform is different; the attention span of a human being is not.',
      ),
    ),
  },
  {
    title: 'Voice Care on Tour: What Actually Works',
    description:
      'Twelve cities in fifteen days with a voice that has to sound fresh every night. The routine that gets me through.',
    tags: ['Voice', 'Travel', 'Health'],
    body: body(
      p(
        'My voice is the one piece of equipment I cannot replace from the flight case. On a long tour it gets tired, dry and stubborn, and it is my job to keep it working.',
      ),
      h4('Every day'),
      list([
        'Two litres of water, starting the moment I wake up, not the moment I feel hoarse.',
        'Steam for ten minutes in the hotel bathroom before I speak to anyone.',
        'A gentle warm-up on the way to the venue: lip trills, sirens, and reading the script aloud at half volume.',
      ]),
      p(
        'What does not work: whispering to save your voice (it strains it more), menthol sweets (they dry you out), and shouting over the aftershow music. I leave the party early, and I have made my peace with that.',
      ),
      quote('Rest is part of the show. It just happens when nobody is watching.'),
      p(
        'If something feels wrong for more than two days, I see a voice specialist in the next city. Finding one before the tour starts is the best piece of preparation I know.',
      ),
    ),
  },
  {
    title: 'Hosting in Three Languages',
    description:
      'English, German and French in one evening: how I switch without the audience feeling left behind.',
    tags: ['Languages', 'Live events', 'Craft'],
    body: body(
      p(
        'Many of the events I host in Berlin, Geneva and Brussels have audiences that share no single first language. Hosting in three languages is not about showing off; it is about making everyone feel that the evening belongs to them.',
      ),
      p(
        'The rule I follow: never translate everything. If I say every sentence three times, the show triples in length and everybody gets bored in two languages. Instead, I rotate. The welcome in all three, the jokes in whichever language they are funniest, the practical information where it matters most.',
      ),
      h4('Preparing the script'),
      p(
        'I write the running order in English and mark each link with a flag for the language I will use. Names, titles and sponsors are checked with native speakers, because a mispronounced sponsor in French is remembered far longer than a good joke in German.',
      ),
      p(
        'Switching languages mid-sentence is a trap. I finish the thought, pause, smile, and change. The pause tells the room that something new is coming, and it gives my brain a second to change gear.',
      ),
      p(
        'The best compliment I ever received came from a guest who said she could not remember which language I had used for the award she won. That is exactly the point.',
      ),
    ),
  },
  {
    title: 'Booking a Host: Notes From the Agency Side',
    description:
      'A guest post from the agent who handles the bookings: what organisers should send before they ask for a quote.',
    tags: ['Business', 'Booking'],
    guestJobTitle: 'Booking Agent',
    body: body(
      p(
        `I have handled ${me}'s bookings for several years now, and the enquiries that turn into great events all have something in common: they tell us what the evening is for, not just when it is.`,
      ),
      h4('What to include in your first email'),
      list([
        'The date, the city and the venue, even if they are not confirmed yet.',
        'Who the audience is and how many people you expect.',
        'What you want guests to feel or know when they walk out.',
        'Whether the event is recorded, streamed or broadcast.',
      ]),
      p(
        'A host is not a voice that reads names. A good one shapes the rhythm of the whole evening, and that needs a conversation early, ideally before the running order is written.',
      ),
      p(
        'We answer every enquiry within two working days. If the date is free, the next step is a short call between the organiser and the presenter. That call is where most of the magic starts.',
      ),
    ),
  },
  {
    title: 'The Ten Minutes Before the Red Light',
    description:
      'Nerves never go away completely. This is what I do with them in the last ten minutes before a live show.',
    tags: ['Preparation', 'Television', 'Live events'],
    body: body(
      p(
        'People ask whether I still get nervous. Yes, every single time, and I would worry if I did not. Nerves are energy; the trick is giving them somewhere useful to go.',
      ),
      p(
        'Ten minutes out, I put my phone in the production office. Eight minutes out, I read the first link aloud twice. Five minutes out, I stand where I will stand and look at the empty seats or the black lens and imagine one friendly face.',
      ),
      p(
        'Two minutes out, I stop preparing. Whatever I do not know now, I will not learn in two minutes. I breathe in for four counts and out for six, and I listen to the countdown in my earpiece like a piece of music.',
      ),
      quote('You cannot stop the adrenaline. You can decide whether it drives you or you drive it.'),
    ),
  },
  {
    title: 'Writing Your Own Cue Cards',
    description: 'Why I still write every cue card by hand, and what goes on them.',
    tags: ['Preparation', 'Craft'],
    body: body(
      p(
        'Producers often offer printed cards. I thank them and write my own. The act of writing is where I learn the show.',
      ),
      h4('What goes on a card'),
      list([
        'The first sentence in full, because that is the one you must never fumble.',
        'Names with the stress marked: <strong>ma-RIE</strong>, not <strong>MA-rie</strong>.',
        'The last sentence in full, because it hands over to someone else.',
        'Everything in between as three or four keywords.',
      ]),
      p(
        'Cards are numbered in the top corner in thick pen. If I drop them, and I have, I can sort them in four seconds without looking away from the audience for long.',
      ),
      p(
        'After the show, the cards go into an envelope with the date on it. Some of my favourite memories are in a drawer of envelopes full of scribbled keywords.',
      ),
    ),
  },
  {
    title: 'When the Autocue Fails',
    description: 'It will happen to you one day. Here is how to make sure nobody at home notices.',
    tags: ['Television', 'Craft', 'Live events'],
    body: body(
      p(
        'The autocue froze in the middle of a live news bulletin in my second year. I still remember the feeling: the words simply stopped, and the camera kept looking at me.',
      ),
      p(
        'What saved me was a habit my first editor drilled into me: always read the script on paper once before you go on air, and always keep that paper on the desk. I looked down, found my place, and carried on. The viewers saw a presenter glancing at her notes.',
      ),
      h4('My rules since then'),
      steps([
        'Know the first and last line of every story without help.',
        'Keep the paper script in running order, with the current page on top.',
        'If you lose your place completely, summarise the story in your own words. Accuracy first, elegance second.',
      ]),
      p("Technology fails. The presenter's job is to make sure the programme does not."),
    ),
  },
  {
    title: "Interviewing People Who Don't Want to Be Interviewed",
    description:
      'Short answers, crossed arms, a press officer watching the clock. How to find a real conversation anyway.',
    tags: ['Interviewing', 'Craft'],
    body: body(
      p(
        'Not every guest arrives happy to talk. Some have given the same interview forty times that week; some were sent by their company; some are simply shy. None of that is a reason to give up.',
      ),
      p(
        'I begin with something that is not a question: an observation about their work that shows I have done my homework. It is very hard to give a one-word answer to a statement.',
      ),
      p(
        'Open questions help, but specific questions help more. "How was the tour?" gets "Good." "What did you eat after the show in Lyon?" gets a story.',
      ),
      p(
        'And if the interview stays difficult, I keep it short. A tight, honest four minutes is better for everyone than a painful twelve.',
      ),
      quote('Curiosity is the only technique that never stops working.'),
    ),
  },
  {
    title: 'Dressing for the Stage, the Screen and the Stream',
    description:
      'A guest post from the make-up and wardrobe side: what looks great in a ballroom can disappear on a webcam.',
    tags: ['Style', 'Backstage'],
    guestJobTitle: 'Makeup Artist',
    body: body(
      p(
        `When I work with ${me}, the first question is never what she wants to wear. It is where the pictures will end up: a ballroom screen, a broadcast camera, or a laptop in somebody's kitchen.`,
      ),
      h4('Three different jobs'),
      list([
        '<strong>Stage:</strong> strong shapes and colours that read from the back row.',
        '<strong>Broadcast:</strong> no fine stripes or small checks, which flicker on camera.',
        '<strong>Streams:</strong> mid-tones, because webcams crush both black and white.',
      ]),
      p(
        'Make-up follows the same logic. Stage light is harsh and hot, so we build more and powder often. Streams are soft and close, so less is more.',
      ),
      p(
        'Whatever the format, comfort matters. A presenter who is thinking about a tight jacket is not thinking about the guest in front of her.',
      ),
    ),
  },
  {
    title: 'Award Nights: Keeping 40 Envelopes in Order',
    description: 'The system I use so that the right name is read at the right moment, every time.',
    tags: ['Awards', 'Live events', 'Preparation'],
    body: body(
      p(
        'Every presenter has the same nightmare: reading the wrong name. It has happened on the biggest stages in the world, and it always comes down to envelopes.',
      ),
      p(
        'My system is simple and a little obsessive. Each envelope carries the category number in large print on both sides. They live in a folder with numbered pockets, and only two people ever touch that folder: the stage manager and me.',
      ),
      h4('On the night'),
      steps([
        'The stage manager hands me the envelope for the next category during the previous applause.',
        'I read the category number aloud to her before I walk out.',
        'I check it once more on stage, before I open it.',
      ]),
      p(
        'It adds perhaps three seconds per award. In four hours of show, nobody has ever noticed those seconds, and nobody has ever heard the wrong name.',
      ),
    ),
  },
  {
    title: 'My Travel Kit After 200 Shows',
    description: 'What is in my bag on every trip, refined over years of trains, planes and dressing rooms.',
    tags: ['Travel', 'Backstage'],
    body: body(
      p(
        'My travel kit has been refined by forgetting things. Every item in it is there because I once needed it and did not have it.',
      ),
      list([
        'A steamer for clothes and for my voice.',
        'Two phone chargers and a long cable; dressing-room sockets are always behind the sofa.',
        'Safety pins, a sewing kit and fashion tape.',
        "A printed copy of the running order and the organiser's phone number on paper.",
        'Earplugs and an eye mask for hotels next to nightclubs.',
      ]),
      p(
        'I pack the show outfit in hand luggage, always. A lost suitcase is annoying; a lost gala dress three hours before doors is a crisis.',
      ),
      p(
        'The last item is a small notebook for the journey home. The ideas for the next show usually arrive on the train after this one.',
      ),
    ),
  },
  {
    title: 'Working With a Floor Manager',
    description:
      'A guest post from the other side of the camera: how the floor manager and the presenter keep a live show on track together.',
    tags: ['Backstage', 'Television'],
    guestJobTitle: 'Stage Manager',
    body: body(
      p(
        'Presenters get the applause; floor managers get the headset. For the length of a live show, the two of us are one team with two jobs: one talks to the audience, the other talks to everybody else.',
      ),
      p(
        `Before every show ${me} and I agree on signals. A rolling hand means stretch, a flat hand means wrap, a finger on the lips means the gallery is talking and she should hold. Simple signals survive stress; clever ones do not.`,
      ),
      h4('What a floor manager needs from a presenter'),
      list([
        'Look at me during the breaks, even briefly.',
        'Tell me before you improvise, if you possibly can.',
        'Trust the countdown, even when it feels wrong.',
      ]),
      p(
        'The best shows feel calm on camera because they are calm on the floor. That calm is built long before anyone says "Standby".',
      ),
    ),
  },
  {
    title: 'Rehearsal Is Not Optional',
    description:
      'Some organisers treat rehearsal as a luxury. Here is why I never skip it, even for a one-hour event.',
    tags: ['Preparation', 'Live events'],
    body: body(
      p(
        'I am sometimes told that a rehearsal is not necessary because "it is only a short event". Short events have less time to recover from mistakes, not more.',
      ),
      p(
        'A rehearsal is not about me learning my lines. It is about the technician learning when I move, the speaker learning where to stand, and the organiser seeing the event as the audience will.',
      ),
      p(
        'Even a thirty-minute walkthrough catches the classics: a microphone that hums near the speakers, a slide deck in the wrong order, a stair without light.',
      ),
      quote('Every problem you find in rehearsal is a problem the audience never sees.'),
    ),
  },
  {
    title: 'How to Open a Conference Day',
    description: 'The first five minutes set the mood for eight hours. How I plan them.',
    tags: ['Conferences', 'Moderation'],
    body: body(
      p(
        'The opening of a conference is the moment when six hundred people decide whether to look at the stage or at their phones. I want them looking at the stage.',
      ),
      h4('My five minutes'),
      steps([
        'A welcome that names the city and the day, so it feels live, not recorded.',
        'One sentence about why this conference matters this year.',
        'The practical things: Wi-Fi, breaks, where the coffee is.',
        'A short, honest promise about what the day will deliver.',
        'A warm handover to the first speaker, with something personal about them.',
      ]),
      p(
        'I never open with a joke I have not tested. Conference audiences are generous, but the first laugh of the morning has to be real.',
      ),
      p("And I always finish on time. The first speaker's slot is theirs, not mine."),
    ),
  },
  {
    title: 'Silence on Stage Is a Tool',
    description:
      'Pauses feel endless when you are on stage. For the audience they are where the meaning lands.',
    tags: ['Craft', 'Voice'],
    body: body(
      p(
        'Early in my career I filled every silence. A pause felt like a failure, proof that I had lost my thread. It took a patient director to show me that the audience experiences those seconds very differently.',
      ),
      p(
        'A pause before a name builds anticipation. A pause after a strong sentence lets it land. A pause when a room is noisy is the quietest way to ask for attention.',
      ),
      p(
        "I practise pauses the way musicians practise rests: by counting them. Two beats after a punchline, three before an award winner's name.",
      ),
      quote('The audience needs time to feel what you just said.'),
    ),
  },
  {
    title: 'Notes From a Festival Main Stage',
    description:
      'Hosting between bands for thirty thousand people in the rain: what a festival stage demands.',
    tags: ['Live events', 'Backstage'],
    body: body(
      p(
        'A festival main stage is the least controllable place I work. The weather changes, the schedule slips, and the audience is there for the bands, not for me. That is exactly why I love it.',
      ),
      picture(4, 'The crowd in front of the festival main stage at dusk'),
      p(
        "Between acts I have between two and twenty minutes, depending on how the changeover goes. I keep a list of short items at hand: the weather, a lost child announcement, a shout-out to the crew, the next band's story.",
      ),
      p(
        'Festival crowds respond to energy and honesty. If the headliner is late, I tell them, with as much information as I have. People forgive waiting; they do not forgive being kept in the dark.',
      ),
      p('My most important piece of kit at a festival? Waterproof boots. Glamour is for the gala.'),
    ),
  },
  {
    title: 'Pronouncing Names Right, Every Time',
    description:
      "A person's name is the most important word you will say about them. My method for getting it right.",
    tags: ['Preparation', 'Languages', 'Craft'],
    body: body(
      p(
        'Getting a name wrong on stage tells the person, and everyone who knows them, that you did not care enough to check. Getting it right is one of the simplest forms of respect.',
      ),
      h4('How I check'),
      list([
        'I ask the person or their team for a voice note of the name.',
        'I write it phonetically on my card, with the stressed syllable in capitals.',
        'I say it aloud ten times during the day, until it feels natural.',
      ]),
      p(
        'If I cannot reach the person beforehand, I ask them quietly when they arrive. Nobody has ever been annoyed by the question; many have been touched by it.',
      ),
      p(
        'The same care goes for company names, places and titles. A sponsor, a village or a professor all deserve to hear their name said the way they say it themselves.',
      ),
    ),
  },
  {
    title: 'Hosting Hybrid Events for Two Audiences',
    description:
      'One room full of people, another audience at home. How to host both without ignoring either.',
    tags: ['Conferences', 'Streaming'],
    body: body(
      p(
        'A hybrid event has two audiences with different needs. The people in the room can see the stage, feel the energy and chat at the break. The people at home see one camera angle and a chat window.',
      ),
      p(
        'I address both, explicitly. I welcome the viewers at home by name of the city when the chat tells me where they are, and I read their questions on stage with the same weight as the ones from the room.',
      ),
      h4('Practical tips'),
      list([
        'Find the camera you are speaking to and return to it regularly.',
        'Repeat questions from the room, because the stream cannot hear the audience microphone well.',
        'Give the online audience something to do during breaks, or they will leave.',
      ]),
      p(
        'Hybrid events are harder to host than either format alone, but done well, they let people join who could never have travelled.',
      ),
    ),
  },
  {
    title: 'Lighting a Presenter: Notes From the Rig',
    description:
      'A guest post by our lighting designer on why good presenter light is the light nobody notices.',
    tags: ['Backstage', 'Television'],
    guestJobTitle: 'Lighting Designer',
    body: body(
      p(
        `Lighting a presenter is a quiet job. If I do it well, nobody thinks about the light; they just think ${me} looks relaxed and awake at eleven at night.`,
      ),
      p(
        'The basics are old and reliable: a key light slightly above eye line, a softer fill from the other side, and a back light to separate her from the set. Everything else is taste.',
      ),
      p(
        'We agree on her marks during rehearsal and I focus the light on those marks. If she moves off them, she goes darker, and she knows it. It is a gentle way of keeping the show on its marks.',
      ),
      p(
        'My favourite moment in any show is the last cue, when the stage goes dark and the house lights come up slowly. It tells the audience, kindly, that the evening is over.',
      ),
    ),
  },
  {
    title: 'The Art of the Handover',
    description: "Introducing the next speaker well is half of a host's job. How to do it in thirty seconds.",
    tags: ['Moderation', 'Craft'],
    body: body(
      p(
        'A handover is a small speech with a big job: to make the audience want to hear the next person. It should be short, warm and specific.',
      ),
      p(
        'I avoid reading a biography. Nobody remembers that someone holds three degrees and sits on four boards. They remember one story: the first thing the speaker ever built, or the question that changed their career.',
      ),
      p(
        'I end the handover with their name, not before. "Please welcome..." followed by the name, then I lead the applause and step aside. The stage is theirs now.',
      ),
    ),
  },
  {
    title: 'Ending on Time, Ending Well',
    description:
      'The last five minutes of an event are the ones people remember. Finishing on time is a gift to everyone.',
    tags: ['Live events', 'Conferences', 'Preparation'],
    body: body(
      p(
        'Every event I host has a hard end time in my head, whatever the printed programme says. Catering, trains, babysitters and venue staff all depend on it.',
      ),
      p(
        'When a programme runs late, I negotiate with the organiser early, not at the end. Cutting ten minutes from the afternoon coffee break is painless; cutting them from the closing speaker is not.',
      ),
      h4('A good ending'),
      list([
        'Thank the people who made the day happen, by name where possible.',
        'Remind the audience of one idea worth taking home.',
        'Tell them clearly what happens next: drinks, trains, the recording.',
      ]),
      p(
        'Then I say goodbye and leave the stage. A host who lingers after the ending is a host who did not trust it.',
      ),
    ),
  },
];

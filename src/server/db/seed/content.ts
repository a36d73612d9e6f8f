/**
 * Demo seed content for Rudel: activities (German + English), community posts and dogs.
 * Pure data. Each language version of an activity becomes its own row.
 */

import type { DogProfile } from '~/shared/dogs';
import type { ActivityLocation, Difficulty, Locale, PostType } from '~/shared/enums';

/** One activity idea, written once per language; each language version becomes its own row, by its own author. */
export interface SeedActivity {
  slug: string;
  difficulty: Difficulty;
  duration: number;
  location: ActivityLocation;
  videoUrl?: string;
  de: SeedActivityText & { author: string };
  en: SeedActivityText & { author: string };
}
export interface SeedActivityText {
  title: string;
  description: string;
  content: string;
  tags: string[];
}
export interface SeedComment {
  author: string;
  content: string;
  replies?: { author: string; content: string }[];
}
export interface SeedPost {
  slug: string;
  author: string;
  type: PostType;
  lang: Locale;
  content: string;
  hoursAgo: number;
  comments: SeedComment[];
  /** The activity (index in `seedActivities`, in the post's language) a question or success story is about. */
  activity?: number;
  /** A question's accepted answer: the index of one of its top comments. */
  acceptedComment?: number;
  /** A question's title (10–150 characters). */
  title?: string;
}

/** The fixed id of an activity's row in one language: German and English rows alternate in the order of `seedActivities`. */
export function seedActivityId(index: number, lang: Locale): number {
  return index * 2 + (lang === 'de' ? 1 : 2);
}

/** Joins instruction lines with a newline. */
const lines = (...l: string[]): string => l.join('\n');

export const seedActivities: SeedActivity[] = [
  {
    slug: 'sniffing-mat-search',
    difficulty: 'beginner',
    duration: 10,
    location: 'indoor',
    de: {
      author: 'trainerin_julia',
      title: 'Schnüffelteppich: Leckerli-Suche für Einsteiger',
      description:
        'Dein Hund sucht kleine Futterstücke im Schnüffelteppich. Die Nasenarbeit lastet den Kopf aus und wirkt beruhigend – ideal für Regentage oder nach aufregenden Spaziergängen.',
      content: lines(
        '1. Leg den Schnüffelteppich auf einen rutschfesten Untergrund und lass deinen Hund so lange sitzen oder im Nebenraum warten.',
        '2. Verteile eine Handvoll kleiner, trockener Leckerli locker auf den Stoffstreifen, sodass die ersten noch gut sichtbar sind.',
        '3. Gib deinen Hund mit einem Startsignal wie „Such!“ frei und lass ihn in Ruhe schnüffeln, ohne ihm zu zeigen, wo etwas liegt.',
        '4. Sobald er die Übung sicher beherrscht, versteckst du die Leckerli tiefer zwischen den Streifen.',
        '5. Nimm statt extra Leckerli einen Teil seines Trockenfutters aus der Tagesration.',
        '6. Ist alles gefunden, räumst du den Teppich ruhig weg, damit er etwas Besonderes bleibt.',
        'Tipp: Bleib in der Nähe – manche Hunde fangen an, die Stoffstreifen zu zerkauen, wenn das Futter leer ist.',
      ),
      tags: ['nasenarbeit', 'schnüffelteppich', 'anfänger'],
    },
    en: {
      author: 'oliver_yearly',
      title: 'Snuffle mat treasure hunt',
      description:
        'Scatter kibble in a snuffle mat and let your dog forage for it. Sniffing is calming and tiring in the best possible way, perfect for rainy days.',
      content: lines(
        '1. Put the snuffle mat on a non-slip surface while your dog waits in another room or on a sit-stay.',
        '2. Sprinkle a small handful of kibble loosely on top of the fabric strips so the first pieces are easy to spot.',
        '3. Bring your dog over, say your search cue ("Find it!") and let them work it out without pointing or helping.',
        '4. Once they are confident, push the food deeper between the strips to make the search harder.',
        "5. Use part of your dog's daily meal instead of extra treats to keep portions balanced.",
        '6. When the mat is empty, calmly pick it up and put it away so it stays a special activity.',
        'Tip: Always supervise – some dogs start chewing the strips once the food is gone.',
      ),
      tags: ['nose work', 'snuffle mat', 'beginner friendly'],
    },
  },
  {
    slug: 'find-the-treat',
    difficulty: 'beginner',
    duration: 15,
    location: 'both',
    de: {
      author: 'lena_yearly',
      title: 'Such das Leckerli: Versteckspiel mit Futter',
      description:
        'Ein einfaches Suchspiel, das Wohnung oder Garten in eine Schatzsuche verwandelt. Es stärkt das Selbstvertrauen und fordert die Nase deines Hundes.',
      content: lines(
        '1. Lass deinen Hund sitzen und warten oder bitte eine zweite Person, ihn locker am Geschirr zu halten.',
        '2. Leg ein Leckerli gut sichtbar etwa einen Meter entfernt auf den Boden und gib ihn mit „Such!“ frei.',
        '3. Wiederhole das drei- bis viermal und leg das Leckerli jedes Mal etwas weiter weg.',
        '4. Versteck das Leckerli nun halb verdeckt, zum Beispiel hinter einem Stuhlbein oder unter dem Rand einer Zeitung.',
        '5. Hat dein Hund das Prinzip verstanden, versteckst du die Leckerli in anderen Räumen oder im Garten, während er nicht zusieht.',
        '6. Freu dich mit ihm über jeden Fund und beende das Spiel nach fünf bis zehn Funden, solange er noch Lust hat.',
        'Tipp: Versteck nichts in Höhen, an die dein Hund nur springend herankommt, und meide Stellen mit Kabeln oder Pflanzen.',
      ),
      tags: ['nasenarbeit', 'suchspiel', 'anfänger'],
    },
    en: {
      author: 'emma_walks',
      title: 'Find the treat: hide-and-seek with food',
      description:
        'A simple search game that turns your home or garden into a treasure hunt. It builds confidence and gets your dog using their nose, which tires them out in a good way.',
      content: lines(
        '1. Ask your dog to sit and wait, or have a helper gently hold their harness.',
        '2. Place a treat in plain sight about a metre away and release them with "Find it!".',
        '3. Repeat three or four times, moving the treat a little further away each round.',
        '4. Start half-hiding it: behind a chair leg, under the edge of a rug or beside a door.',
        "5. Once your dog understands the game, hide treats in other rooms or around the garden while they can't see you.",
        '6. Cheer them on when they find one, and stop after five to ten finds while they are still keen.',
        "Tip: Keep hiding spots at nose level or lower, and avoid places near cables, bins or plants you don't want chewed.",
      ),
      tags: ['nose work', 'search game', 'beginner friendly'],
    },
  },
  {
    slug: 'scent-trail',
    difficulty: 'advanced',
    duration: 30,
    location: 'outdoor',
    de: {
      author: 'trainerin_julia',
      title: 'Futterschleppe: Einer Duftspur über die Wiese folgen',
      description:
        'Du legst eine kurze Futterspur über eine Wiese und dein Hund verfolgt sie bis zum Jackpot am Ende. Ein schöner Einstieg in die Fährtenarbeit, der seine natürlichen Fähigkeiten nutzt.',
      content: lines(
        '1. Such dir eine wenig begangene Wiese mit kurzem Gras und achte auf den Wind – am besten weht er dir beim Legen entgegen.',
        '2. Leg deinem Hund ein gut sitzendes Brustgeschirr mit Schleppleine an und lass ihn von einer Hilfsperson halten.',
        '3. Markiere den Startpunkt mit einem Stück Stoff und tritt dort ein paar Mal kräftig auf.',
        '4. Geh mit kleinen, schlurfenden Schritten etwa 20 Meter geradeaus und lass alle zwei Schritte ein kleines Leckerli fallen.',
        '5. Leg am Ende einen Jackpot ab, zum Beispiel eine Handvoll Futter in einem Deckel, und geh in einem weiten Bogen zurück.',
        '6. Führe deinen Hund zum Start, gib dein Suchsignal und folge ihm an locker durchhängender Leine.',
        '7. Nach und nach verlängerst du die Spur, baust sanfte Winkel ein und lässt die Zwischenbelohnungen seltener werden.',
        'Sicherheit: Fährtenarbeit immer mit Geschirr statt Halsband, und vorher prüfen, ob in dem Gebiet Weidetiere, Wild oder Leinenpflicht zu beachten sind.',
      ),
      tags: ['nasenarbeit', 'fährte', 'draußen'],
    },
    en: {
      author: 'admin_anna',
      title: 'Scent trail: following a food track',
      description:
        "Lay a short food trail across a meadow and let your dog track it to a jackpot at the end. A great introduction to tracking that builds on your dog's natural skills.",
      content: lines(
        '1. Pick a quiet field with short grass and check the wind – ideally it blows towards you while you lay the trail.',
        '2. Put your dog in a well-fitting harness on a long line and have a helper hold them.',
        '3. Mark the start with a piece of cloth and scuff the ground there with your feet.',
        '4. Shuffle in a straight line for about 20 metres, dropping a small treat every couple of steps.',
        '5. Leave a jackpot at the end, such as a handful of food in a lid, then walk back in a wide arc.',
        '6. Bring your dog to the start, give your tracking cue and follow behind on a loose line.',
        '7. Over time, lengthen the trail, add gentle turns and space the treats out until only the jackpot remains.',
        'Safety: Always track on a harness, never a collar, and check for livestock, wildlife and lead rules in the area first.',
      ),
      tags: ['nose work', 'tracking', 'outdoors'],
    },
  },
  {
    slug: 'wait-at-the-door',
    difficulty: 'intermediate',
    duration: 10,
    location: 'indoor',
    de: {
      author: 'tom_monthly',
      title: 'Warten an der Tür',
      description:
        'Dein Hund lernt, ruhig zu warten, während sich eine Tür öffnet, bis du ihn freigibst. Das sorgt für Sicherheit und ist eine tolle Alltagsübung für Impulskontrolle.',
      content: lines(
        '1. Beginne an einer Innentür. Dein Hund ist angeleint und steht oder sitzt neben dir.',
        '2. Leg die Hand auf die Klinke. Bleibt dein Hund ruhig, markierst du mit „Yes“ und belohnst an seiner Seite.',
        '3. Öffne die Tür einen Spalt. Drängt er nach vorn, schließt du sie ruhig wieder – ganz ohne Schimpfen, die Tür ist die Information.',
        '4. Wartet er, öffnest du ein Stück weiter und belohnst ihn immer wieder für seine Geduld.',
        '5. Ist die Tür ganz offen und er wartet noch, gibst du ihn mit einem klaren Freigabesignal wie „Okay“ frei und ihr geht gemeinsam durch.',
        '6. Klappt es an Innentüren zuverlässig, übst du an Haustür, Gartentor und Autotür.',
        'Sicherheit: An Türen, die nach draußen führen, bleibt die Leine dran, bis die Übung wirklich sitzt.',
      ),
      tags: ['impulskontrolle', 'alltag', 'geduld'],
    },
    en: {
      author: 'oliver_yearly',
      title: 'Door manners: wait until released',
      description:
        'Teach your dog to wait calmly while a door opens until you release them. It keeps everyone safe and is a brilliant everyday impulse control exercise.',
      content: lines(
        '1. Start at an inside door with your dog on lead next to you.',
        '2. Put your hand on the handle. If your dog stays still, mark with "yes" and give a treat at their side.',
        '3. Open the door a crack. If they move forward, gently close it again – no telling off, the closing door is the information.',
        '4. When they hold their position, open a bit more and keep rewarding the waiting.',
        '5. Once the door is fully open and your dog is still waiting, release them with a clear word like "okay" and walk through together.',
        '6. When inside doors are easy, practise at the front door, the garden gate and the car.',
        'Safety: Keep the lead on at any door that leads outside until this is rock solid.',
      ),
      tags: ['impulse control', 'manners', 'everyday'],
    },
  },
  {
    slug: 'leave-it',
    difficulty: 'beginner',
    duration: 5,
    location: 'both',
    de: {
      author: 'ben_free',
      title: '„Lass es“: Futter liegen lassen',
      description:
        'Dein Hund lernt, dass sich Verzichten lohnt, weil dann etwas noch Besseres von dir kommt. Ein wichtiges Signal für den Spaziergang und für heruntergefallenes Essen in der Küche.',
      content: lines(
        '1. Nimm ein Leckerli in die geschlossene Faust und halt sie deinem Hund auf Nasenhöhe hin.',
        '2. Lass ihn schnüffeln, lecken und stupsen – sag nichts und öffne die Hand nicht.',
        '3. Sobald er sich auch nur kurz abwendet, markierst du und belohnst aus der anderen Hand.',
        '4. Wendet er sich zuverlässig sofort ab, führst du das Signal „Lass es“ ein, kurz bevor du ihm die Faust hinhältst.',
        '5. Danach übst du mit offener Hand, die du bei Bedarf schließt, und später mit Futter auf dem Boden, das du mit dem Fuß abdecken kannst.',
        '6. Die Belohnung kommt immer von dir, nie von dem Futter, das liegen bleiben soll.',
        'Tipp: Halte die Einheiten kurz, höchstens fünf Minuten, und übe draußen erst, wenn es zu Hause sicher klappt.',
      ),
      tags: ['impulskontrolle', 'lass es', 'anfänger'],
    },
    en: {
      author: 'emma_walks',
      title: 'Leave it: the closed-fist game',
      description:
        'Your dog learns that backing off from something they want earns them something even better. An essential cue for walks and for food dropped in the kitchen.',
      content: lines(
        "1. Hold a treat in a closed fist and offer it at your dog's nose height.",
        '2. Let them sniff, lick and nudge – stay quiet and keep your hand closed.',
        '3. The moment they look away or pull back, even briefly, mark and reward from your other hand.',
        '4. When they back off straight away, add the cue "leave it" just before presenting your fist.',
        '5. Progress to an open palm you can close if needed, then to a treat on the floor that you can cover with your foot.',
        '6. The reward always comes from you, never from the item they left.',
        'Tip: Keep sessions under five minutes and only use the cue outside once it works reliably at home.',
      ),
      tags: ['impulse control', 'leave it', 'beginner friendly'],
    },
  },
  {
    slug: 'paw-trick',
    difficulty: 'beginner',
    duration: 5,
    location: 'indoor',
    de: {
      author: 'sara_pending',
      title: 'Gib Pfote',
      description: 'Der Klassiker unter den Tricks, den die meisten Hunde schnell lernen. Perfekt, um Spaß am gemeinsamen Training zu entwickeln.',
      content: lines(
        '1. Lass deinen Hund sitzen und nimm ein Leckerli in die geschlossene Hand.',
        '2. Halte die Faust tief, etwa auf Brusthöhe deines Hundes und leicht seitlich vor die Pfote.',
        '3. Viele Hunde versuchen, mit der Pfote an das Futter zu kommen. In dem Moment, in dem sich die Pfote hebt, markierst du und öffnest die Hand.',
        '4. Wiederhole das, bis er die Pfote zuverlässig auf deine Faust legt.',
        '5. Biete jetzt die offene, leere Handfläche an und belohne aus der anderen Hand, sobald die Pfote darauf landet.',
        '6. Sag „Pfote“ kurz bevor du die Hand hinhältst – fertig ist das Signal.',
        'Tipp: Übe die andere Seite mit einem eigenen Wort wie „Andere“. Kratzt dein Hund, halte die Hand tiefer und belohne nur sanfte Berührungen.',
      ),
      tags: ['tricks', 'pfote', 'anfänger'],
    },
    en: {
      author: 'admin_anna',
      title: 'Shake a paw',
      description: 'A classic first trick that most dogs pick up quickly. It builds a fun training habit and makes handling their paws feel normal.',
      content: lines(
        '1. Ask your dog to sit and hold a treat in a closed fist.',
        '2. Hold your fist low, near their chest and slightly in front of the paw you want.',
        '3. Many dogs will paw at your hand to get the treat. The instant the paw lifts, mark and open your hand.',
        '4. Repeat until they confidently place their paw on your fist.',
        '5. Now offer an empty open palm and reward from your other hand when the paw lands on it.',
        '6. Say "paw" just before you offer your hand, and the cue is done.',
        'Tip: Teach the other side with a different word. If your dog scratches, hold your hand lower and only reward soft touches.',
      ),
      tags: ['tricks', 'paw', 'beginner friendly'],
    },
  },
  {
    slug: 'spin-trick',
    difficulty: 'intermediate',
    duration: 10,
    location: 'indoor',
    de: {
      author: 'mod_max',
      title: 'Dreh dich: Drehung links und rechts',
      description:
        'Dein Hund dreht sich auf Signal einmal um die eigene Achse. Ein lustiger Trick, der das Körpergefühl fördert und schnelle Erfolgserlebnisse bringt.',
      content: lines(
        '1. Dein Hund steht vor dir. Halte ein Leckerli direkt vor seine Nase.',
        '2. Führe deine Hand langsam in einem großen Kreis auf Kopfhöhe, sodass er ihr folgt und sich einmal um sich selbst dreht.',
        '3. Ist die Runde komplett, markierst du und gibst ihm das Leckerli.',
        '4. Nach fünf, sechs Wiederholungen führst du mit leerer Hand und belohnst aus der anderen.',
        '5. Mach die Handbewegung nach und nach kleiner, bis eine kurze Kreisbewegung mit dem Finger reicht.',
        '6. Führe das Wortsignal „Dreh“ ein und übe danach die andere Richtung mit einem eigenen Wort, etwa „Kreisel“.',
        'Tipp: Nicht mehr als drei Drehungen am Stück, damit deinem Hund nicht schwindelig wird, und immer auf rutschfestem Boden üben.',
      ),
      tags: ['tricks', 'körpergefühl', 'drehung'],
    },
    en: {
      author: 'oliver_yearly',
      title: 'Spin: a full circle on cue',
      description: 'Your dog turns a full circle when asked. A quick win for anyone new to trick training and a fun party piece for visitors.',
      content: lines(
        '1. Stand in front of your dog and hold a treat right at their nose.',
        '2. Slowly move your hand in a wide circle at head height so they follow it all the way round.',
        '3. As soon as they complete the circle, mark and hand over the treat.',
        '4. After five or six reps, lure with an empty hand and reward from the other one.',
        '5. Gradually make the movement smaller until a little circle with one finger is enough.',
        '6. Add the word "spin", then teach the other direction with its own cue, like "twist".',
        'Tip: Two or three spins in a row is plenty, and always practise on a non-slip floor.',
      ),
      tags: ['tricks', 'spin', 'fun'],
    },
  },
  {
    slug: 'take-a-bow',
    difficulty: 'advanced',
    duration: 15,
    location: 'indoor',
    de: {
      author: 'lena_yearly',
      title: 'Verbeugung: Der elegante Diener',
      description:
        'Dein Hund senkt den Oberkörper ab, während das Hinterteil oben bleibt – wie eine höfliche Verbeugung. Der Trick braucht gutes Timing und passt zu Hunden, die schon ein paar Grundlagen kennen.',
      content: lines(
        '1. Dein Hund steht. Halte ein Leckerli direkt an seine Nase.',
        '2. Führe die Hand langsam senkrecht nach unten zwischen seine Vorderpfoten und dann ein kleines Stück in Richtung Brust.',
        '3. Senkt er die Ellbogen, während das Hinterteil oben bleibt, markierst du sofort und belohnst.',
        '4. Legt er sich ganz hin, beginnst du ohne Kommentar neu und markierst beim nächsten Mal etwas früher.',
        '5. Anfangs kannst du einen Arm locker unter seinen Bauch halten, als Erinnerung – ohne zu drücken oder festzuhalten.',
        '6. Verlängere die Position Sekunde für Sekunde und führe das Signal „Verbeugung“ ein.',
        '7. Baue die Handbewegung schrittweise zu einem kleinen Sichtzeichen nach unten ab.',
        'Tipp: Übe auf Teppich oder Rasen statt auf glattem Boden und lieber öfter kurz als einmal lang.',
      ),
      tags: ['tricks', 'verbeugung', 'fortgeschritten'],
    },
    en: {
      author: 'admin_anna',
      title: 'Take a bow',
      description:
        'Your dog lowers their chest to the floor while keeping their back end up, like a polite bow. A charming trick that needs good timing, so it suits dogs who already know a few basics.',
      content: lines(
        '1. Start with your dog standing and hold a treat right at their nose.',
        '2. Slowly lower your hand straight down between their front paws, then slightly back towards their chest.',
        '3. The instant their elbows dip while their bottom stays up, mark and reward.',
        '4. If they lie down completely, simply reset without comment and mark a little earlier next time.',
        "5. Early on, you can rest one arm loosely under their belly as a reminder – don't push or hold.",
        '6. Build duration one second at a time, then add the cue "bow".',
        '7. Fade the lure into a small downward hand signal.',
        'Tip: Practise on a rug or grass rather than a slippery floor, and keep sessions short so your dog stays keen.',
      ),
      tags: ['tricks', 'bow', 'advanced'],
    },
  },
  {
    slug: 'hand-target-touch',
    difficulty: 'beginner',
    duration: 5,
    location: 'both',
    de: {
      author: 'trainerin_julia',
      title: 'Handtarget: Nasenstupser auf Signal',
      description:
        'Dein Hund lernt, mit der Nase deine flache Hand anzustupsen. Das Handtarget ist die Basis für viele Tricks, für den Rückruf und zum Umlenken in stressigen Situationen.',
      content: lines(
        '1. Halte deine flache Hand mit ein paar Zentimetern Abstand seitlich neben die Nase deines Hundes.',
        '2. Die meisten Hunde schnüffeln neugierig daran. Genau in dem Moment, in dem die Nase die Hand berührt, markierst du.',
        '3. Belohne aus der anderen Hand, damit die Zielhand leer bleibt.',
        '4. Wechsle die Position: mal links, mal rechts, mal etwas höher oder tiefer.',
        '5. Stupst dein Hund die Hand zuverlässig an, führst du das Signal „Touch“ ein.',
        '6. Vergrößere den Abstand Schritt für Schritt, sodass er ein, zwei Schritte zu deiner Hand laufen muss.',
        'Tipp: Mit dem Handtarget kannst du deinen Hund später entspannt an anderen Hunden oder Radfahrern vorbeiführen – erst drinnen üben, dann draußen.',
      ),
      tags: ['tricks', 'handtarget', 'rückruf'],
    },
    en: {
      author: 'emma_walks',
      title: 'Hand target: touch!',
      description:
        'Teach your dog to bump your open palm with their nose. Hand targeting is the foundation for lots of tricks, for recall and for guiding your dog past distractions.',
      content: lines(
        "1. Hold your flat palm a few centimetres from the side of your dog's nose.",
        '2. Most dogs will sniff it out of curiosity. The moment their nose touches your hand, mark.',
        '3. Reward from your other hand so the target hand stays empty.',
        '4. Move your palm around: left, right, a little higher, a little lower.',
        '5. Once the touch is reliable, say "touch" as you present your hand.',
        '6. Gradually increase the distance so your dog has to take a step or two to reach you.',
        'Tip: Use the hand target on walks to guide your dog past other dogs or bikes – practise at home first.',
      ),
      tags: ['tricks', 'hand target', 'recall'],
    },
  },
  {
    slug: 'mat-training-settle',
    difficulty: 'intermediate',
    duration: 15,
    location: 'indoor',
    de: {
      author: 'trainerin_julia',
      title: 'Deckentraining: Entspannen auf Signal',
      description:
        'Dein Hund lernt, auf seiner Decke zur Ruhe zu kommen – zu Hause, im Café oder wenn Besuch da ist. Entspannung ist eine Fähigkeit, die man üben kann.',
      content: lines(
        '1. Leg eine bestimmte Decke auf den Boden, die nur für dieses Training genutzt wird.',
        '2. Belohne jede Beschäftigung deines Hundes mit der Decke: hinschauen, hingehen, eine Pfote darauf.',
        '3. Steht er mit allen vier Pfoten darauf, legst du die Belohnung direkt auf die Decke.',
        '4. Legt er sich hin, belohnst du in ruhigem Tempo weiter – ein Leckerli alle paar Sekunden, ohne Aufregung.',
        '5. Belohne Anzeichen von Entspannung besonders: auf die Seite kippen, Kopf ablegen, tiefes Ausatmen.',
        '6. Verlängere die Abstände zwischen den Belohnungen und beende die Übung mit einem klaren Freigabesignal.',
        '7. Nimm die Decke später mit an neue Orte, zuerst an ruhige, dann an belebtere.',
        'Tipp: Übe, wenn dein Hund schon etwas müde ist, zum Beispiel nach dem Spaziergang. Dann fällt das Entspannen leichter.',
      ),
      tags: ['entspannung', 'deckentraining', 'ruhe'],
    },
    en: {
      author: 'oliver_yearly',
      title: 'Mat training: learning to settle',
      description:
        'Your dog learns that their mat is the place to switch off, at home, in cafés or when friends visit. Settling is a skill, and like any skill it can be practised.',
      content: lines(
        '1. Choose one mat or blanket that you only use for this exercise.',
        '2. Reward any interest in the mat: looking at it, walking towards it, putting a paw on it.',
        '3. When all four paws are on the mat, place the treat directly on the mat.',
        '4. If your dog lies down, keep rewarding at a slow, calm pace – one treat every few seconds, no excitement.',
        '5. Give extra rewards for signs of relaxation: rolling onto a hip, resting the chin, a deep sigh.',
        '6. Slowly stretch the time between treats and end each session with a clear release word.',
        '7. Take the mat to new places, starting somewhere quiet before trying busier spots.',
        'Tip: Practise when your dog is already a little tired, for example after a walk – settling comes much easier then.',
      ),
      tags: ['relaxation', 'mat training', 'settle'],
    },
  },
  {
    slug: 'loose-leash-walking',
    difficulty: 'intermediate',
    duration: 30,
    location: 'outdoor',
    de: {
      author: 'tom_monthly',
      title: 'Lockere Leine: Die Belohnungszone',
      description: 'Mit der Belohnungszone lernt dein Hund, dass es sich lohnt, nah bei dir zu laufen. So werden Spaziergänge für euch beide entspannter.',
      content: lines(
        '1. Starte im Hausflur oder Garten, wo es wenig Ablenkung gibt. Die Leine hängt locker durch.',
        '2. Belohne deinen Hund immer an derselben Stelle, direkt neben deinem Bein. Das ist die Belohnungszone.',
        '3. Geh ein paar Schritte. Solange die Leine locker ist, belohnst du alle zwei bis drei Schritte in der Zone.',
        '4. Spannt sich die Leine, bleibst du ruhig stehen, bis dein Hund zu dir zurückkommt oder sich umdreht.',
        '5. Markiere diesen Moment, belohne in der Zone und geh weiter.',
        '6. Verlängere die Abstände zwischen den Belohnungen nach und nach.',
        '7. Übertrage das Training auf ruhige Straßen und erst viel später auf belebte Wege.',
        'Tipp: Plane Schnüffelpausen ein, die du mit einem Signal wie „Lauf“ freigibst. Ein Hund, der schnüffeln darf, läuft danach oft deutlich entspannter.',
      ),
      tags: ['leinenführigkeit', 'spaziergang', 'alltag'],
    },
    en: {
      author: 'admin_anna',
      title: 'Loose-lead walking: the reward zone',
      description: 'Using a reward zone, your dog learns that walking close to you pays off. Walks become calmer and more enjoyable for both of you.',
      content: lines(
        '1. Start in a hallway or garden with very few distractions, with the lead hanging in a relaxed curve.',
        '2. Always deliver treats in the same spot, right next to your leg. That is the reward zone.',
        '3. Take a few steps. As long as the lead stays loose, reward in the zone every two or three steps.',
        '4. If the lead goes tight, stop and wait quietly until your dog comes back towards you or turns to look.',
        '5. Mark that moment, reward in the zone and carry on walking.',
        '6. Gradually increase the number of steps between rewards.',
        '7. Move to quiet streets next, and only much later to busy paths.',
        'Tip: Build in sniff breaks released with a cue like "go sniff". Dogs who get to sniff usually walk much more calmly afterwards.',
      ),
      tags: ['loose lead', 'walking', 'everyday'],
    },
  },
  {
    slug: 'recall-ping-pong',
    difficulty: 'beginner',
    duration: 15,
    location: 'outdoor',
    de: {
      author: 'lena_yearly',
      title: 'Rückruf-Pingpong zu zweit',
      description:
        'Zwei Menschen rufen den Hund abwechselnd zu sich – mit viel Belohnung und guter Laune. Ein fröhliches Spiel, das den Rückruf festigt, bevor es draußen ernst wird.',
      content: lines(
        '1. Stellt euch zu zweit etwa fünf Meter voneinander entfernt auf, zum Beispiel im Garten oder auf einer eingezäunten Wiese.',
        '2. Person A ruft den Hund mit seinem Namen und dem Rückrufsignal, etwa „Hier!“, und geht dabei einladend in die Hocke.',
        '3. Kommt er an, gibt es eine großzügige Belohnung und ein paar freundliche Worte oder ein kurzes Spiel.',
        '4. Jetzt ruft Person B. Person A ignoriert den Hund ab diesem Moment.',
        '5. Vergrößert den Abstand schrittweise auf 15 bis 20 Meter.',
        '6. Später könnt ihr euch hinter Bäumen verstecken, sodass der Hund euch suchen muss.',
        'Tipp: Ruf nur, wenn du dir sicher bist, dass dein Hund kommt, und hört auf, solange er noch begeistert ist. Ohne Zaun immer mit Schleppleine am Geschirr.',
      ),
      tags: ['rückruf', 'spiel', 'draußen'],
    },
    en: {
      author: 'emma_walks',
      title: 'Recall ping-pong',
      description:
        'Two people take turns calling the dog, with big rewards and lots of fun. A cheerful game that strengthens recall before you need it in real life.',
      content: lines(
        '1. Stand about five metres apart from your helper, ideally in a garden or a fenced field.',
        '2. Person A calls the dog\'s name and recall cue, such as "come!", and crouches down invitingly.',
        '3. When the dog arrives, give a generous reward and a bit of praise or a quick game.',
        '4. Now person B calls. Person A ignores the dog from that moment on.',
        '5. Gradually increase the distance to 15 or 20 metres.',
        '6. Later, hide behind trees or corners so your dog has to search for whoever is calling.',
        'Tip: Only call when you are sure your dog will come, and stop while they are still excited. Without a fence, use a long line on a harness.',
      ),
      tags: ['recall', 'games', 'outdoors'],
    },
  },
  {
    slug: 'towel-roll-puzzle',
    difficulty: 'beginner',
    duration: 10,
    location: 'indoor',
    de: {
      author: 'ben_free',
      title: 'Handtuch-Rolle: Futterpuzzle aus dem Wäscheschrank',
      description:
        'Ein altes Handtuch wird zum Futterpuzzle: Dein Hund rollt es auf und findet die versteckten Leckerli. Kostet nichts und beschäftigt Kopf und Nase.',
      content: lines(
        '1. Leg ein altes Handtuch flach auf den Boden.',
        '2. Verteile einige Leckerli oder etwas Trockenfutter auf der ganzen Fläche.',
        '3. Roll das Handtuch von einer Seite her locker zu einer Wurst auf.',
        '4. Für den Anfang lässt du an einem Ende ein Leckerli herausschauen, damit dein Hund schnell einen Erfolg hat.',
        '5. Leg die Rolle vor deinen Hund, gib ihn frei und lass ihn selbst herausfinden, wie er an das Futter kommt.',
        '6. Klappt das gut, rollst du fester oder legst die Rolle zusätzlich zu einem lockeren Knoten.',
        'Sicherheit: Bleib dabei und nimm das Handtuch weg, wenn dein Hund anfängt, Stoff abzureißen oder zu fressen.',
      ),
      tags: ['beschäftigung', 'diy', 'futterpuzzle'],
    },
    en: {
      author: 'oliver_yearly',
      title: 'Towel roll puzzle',
      description: 'An old towel becomes a food puzzle: your dog unrolls it to find the hidden treats. It costs nothing and keeps both brain and nose busy.',
      content: lines(
        '1. Lay an old towel flat on the floor.',
        '2. Scatter a few treats or some kibble across the whole surface.',
        '3. Roll the towel up loosely from one side into a sausage.',
        '4. For the first few tries, leave a treat peeking out of one end so your dog gets an early win.',
        '5. Put the roll in front of your dog, release them and let them work out how to get to the food.',
        '6. Once that is easy, roll it tighter or tie the roll into a loose knot.',
        'Safety: Stay close and take the towel away if your dog starts tearing off or swallowing fabric.',
      ),
      tags: ['enrichment', 'diy', 'puzzle'],
    },
  },
  {
    slug: 'cardboard-box-shredding',
    difficulty: 'beginner',
    duration: 15,
    location: 'both',
    de: {
      author: 'mod_max',
      title: 'Kartonparty: Schachteln zerlegen erlaubt',
      description:
        'Ein Karton voller Papier und versteckter Leckerli, den dein Hund ausdrücklich zerlegen darf. Perfekt zum Abschalten und für Hunde, die gern zerren und reißen.',
      content: lines(
        '1. Nimm einen Karton ohne Klebeband, Heftklammern, Plastik oder Folie.',
        '2. Knüll Zeitungs- oder Packpapier zu Kugeln und fülle den Karton locker damit.',
        '3. Versteck dazwischen ein paar Leckerli oder einen Kauartikel.',
        '4. Für den Anfang bleibt der Karton offen, später kannst du die Klappen leicht verschließen.',
        '5. Stell den Karton auf einen Boden, der Unordnung verträgt, oder gleich in den Garten.',
        '6. Lass deinen Hund schnüffeln, wühlen und zerlegen – das ist hier ausdrücklich erlaubt.',
        '7. Sammle am Ende alle Reste ein. Will dein Hund etwas nicht hergeben, tausch es gegen ein Leckerli.',
        'Sicherheit: Bleib dabei und tausche größere Pappstücke gegen Futter, wenn dein Hund anfängt, sie zu fressen statt zu zerreißen.',
      ),
      tags: ['beschäftigung', 'diy', 'stressabbau'],
    },
    en: {
      author: 'admin_anna',
      title: 'Cardboard box shredding party',
      description:
        'A box full of paper and hidden treats that your dog is actually allowed to destroy. Great for dogs who love to rip and tug, and a lovely way to unwind.',
      content: lines(
        '1. Pick a cardboard box with no tape, staples, plastic windows or glossy print.',
        '2. Scrunch up newspaper or brown packing paper into balls and fill the box loosely.',
        '3. Hide a few treats or a chew in between the paper.',
        '4. Leave the box open for beginners; later you can fold the flaps shut.',
        '5. Put it somewhere that can handle a mess, or take the party into the garden.',
        '6. Let your dog sniff, dig and shred – here it is absolutely allowed.',
        "7. Tidy up all the pieces afterwards. If your dog won't give something up, swap it for a treat.",
        'Safety: Supervise, and trade larger pieces of cardboard for food if your dog starts eating rather than shredding.',
      ),
      tags: ['enrichment', 'diy', 'shredding'],
    },
  },
  {
    slug: 'cavaletti-poles',
    difficulty: 'advanced',
    duration: 30,
    location: 'outdoor',
    de: {
      author: 'trainerin_julia',
      title: 'Stangenarbeit: Cavaletti für mehr Körpergefühl',
      description:
        'Dein Hund lernt, bewusst über flache Stangen zu laufen und seine Pfoten gezielt zu setzen. Das fördert Koordination, Konzentration und Körpergefühl.',
      content: lines(
        '1. Leg vier bis sechs Stangen, zum Beispiel Besenstiele, flach auf einen ebenen, rutschfesten Untergrund wie Rasen.',
        '2. Der Abstand zwischen den Stangen entspricht etwa der Schulterhöhe deines Hundes.',
        '3. Führe deinen Hund an lockerer Leine langsam im Schritt über die Stangen.',
        '4. Belohne erst am Ende der Reihe, nicht mittendrin, damit er seinen Rhythmus findet.',
        '5. Achte darauf, dass er jede Stange überschreitet und nicht springt oder außen herumläuft. Geh notfalls noch langsamer.',
        '6. Später kannst du die Stangen in einem Bogen legen oder die Abstände leicht verändern.',
        '7. Erst wenn alles flüssig klappt, legst du die Stangen auf niedrige Unterlagen, sodass sie nur wenige Zentimeter hoch liegen.',
        'Sicherheit: Immer im Schritt, nie im Galopp, nur wenige Durchgänge pro Einheit, und bei jungen Hunden bleiben die Stangen flach am Boden.',
      ),
      tags: ['körpergefühl', 'koordination', 'cavaletti'],
    },
    en: {
      author: 'oliver_yearly',
      title: 'Cavaletti poles for body awareness',
      description: 'Your dog learns to step deliberately over low poles and place each paw with care. It builds coordination, focus and body awareness.',
      content: lines(
        '1. Lay four to six poles, such as broom handles, flat on level, non-slip ground like a lawn.',
        "2. Space them roughly the height of your dog's shoulder apart.",
        '3. Walk your dog slowly over the poles on a loose lead.',
        '4. Reward only at the end of the row, not in the middle, so they can find their rhythm.',
        '5. Watch that they step over every pole rather than jumping or going round. Slow down if needed.',
        '6. Later, lay the poles in a gentle curve or vary the spacing slightly.',
        '7. Only once everything flows, raise the poles onto low supports so they sit just a few centimetres high.',
        'Safety: Walk, never gallop, keep it to a few passes per session, and leave the poles flat on the ground for young dogs.',
      ),
      tags: ['body awareness', 'coordination', 'cavaletti'],
    },
  },
  {
    slug: 'city-sounds-confidence',
    difficulty: 'advanced',
    duration: 60,
    location: 'outdoor',
    de: {
      author: 'tom_monthly',
      title: 'Gelassen in der Stadt: Geräusche und Menschen beobachten',
      description:
        'Ihr sucht euch einen ruhigen Platz am Rand des Geschehens und dein Hund darf die Welt aus sicherer Entfernung beobachten. So lernt er, Geräusche, Fahrräder und Menschenmengen gelassen zu nehmen.',
      content: lines(
        '1. Such dir einen Platz mit genug Abstand zum Trubel, zum Beispiel eine Parkbank am Rand eines Marktplatzes.',
        '2. Nimm eine Decke, Wasser und besonders gute Leckerli mit. Dein Hund trägt ein gut sitzendes Geschirr.',
        '3. Setz dich hin und lass deinen Hund in Ruhe schauen. Schaut er etwas an und bleibt gelassen, markierst du und belohnst.',
        '4. Bei lauten Geräuschen wie Straßenbahn oder Sirene gilt: Geräusch hören, dann sofort ein Leckerli.',
        '5. Zeigt er Stress, etwa durch Erstarren, Fiepen oder eingeklemmte Rute, vergrößerst du den Abstand.',
        '6. Bleib höchstens eine Stunde und beende die Einheit mit einem ruhigen Schnüffelspaziergang.',
        '7. Geh beim nächsten Mal ein Stück näher heran, aber nur, wenn das letzte Mal entspannt war.',
        'Sicherheit: Dein Hund darf jederzeit ausweichen. Zieh ihn nie näher heran und schütze ihn vor Fremden, die ihn ungefragt anfassen wollen.',
      ),
      tags: ['sozialisierung', 'selbstvertrauen', 'stadt'],
    },
    en: {
      author: 'admin_anna',
      title: 'Calm in the city: watching the world go by',
      description:
        'Find a quiet spot on the edge of the action and let your dog watch the world from a safe distance. It helps them learn to take noises, bikes and crowds in their stride.',
      content: lines(
        '1. Choose a spot well away from the bustle, such as a bench at the edge of a market square.',
        '2. Bring a mat, water and extra tasty treats. Your dog wears a well-fitting harness.',
        '3. Sit down and let your dog look around. Whenever they watch something and stay relaxed, mark and reward.',
        '4. For loud sounds like trams or sirens, follow the rule: sound happens, treat follows straight away.',
        '5. If you notice stress signals such as freezing, whining or a tucked tail, move further away.',
        '6. Stay no longer than an hour and finish with a relaxed sniffy walk somewhere quiet.',
        '7. Next time, sit a little closer, but only if the last session went well.',
        'Safety: Your dog may always move away. Never pull them closer, and politely stop strangers who want to touch them uninvited.',
      ),
      tags: ['socialisation', 'confidence', 'city'],
    },
  },
  {
    slug: 'sniffari-walk',
    difficulty: 'beginner',
    duration: 60,
    location: 'outdoor',
    de: {
      author: 'lena_yearly',
      title: 'Schnüffelspaziergang: Die Nase bestimmt den Weg',
      description:
        'Ein Spaziergang, bei dem dein Hund Tempo und Richtung bestimmen darf. Ausgiebiges Schnüffeln entspannt und lastet oft mehr aus als eine schnelle Runde.',
      content: lines(
        '1. Wähl eine ruhige, abwechslungsreiche Gegend wie Waldrand, Feldweg oder Park außerhalb der Stoßzeiten.',
        '2. Leg deinem Hund ein bequemes Geschirr und eine lange Leine von drei bis fünf Metern an.',
        '3. Gib ihn mit einem Signal wie „Schnüffeln“ frei und lass ihn entscheiden, wohin es geht – solange es sicher ist.',
        '4. Bleib stehen, wenn er an einer Stelle intensiv schnüffelt, und warte geduldig.',
        '5. Verzichte auf Kommandos und Training. Handy in die Tasche, einfach mitgehen.',
        '6. Leg unterwegs gelegentlich ein paar Leckerli ins Gras, die er entdecken kann.',
        '7. Beende den Spaziergang ruhig und gönn ihm danach eine Pause.',
        'Tipp: Halte die Leine locker, damit sich dein Hund frei bewegen kann, und achte auf Essensreste am Wegrand, die er nicht fressen soll.',
      ),
      tags: ['nasenarbeit', 'spaziergang', 'entspannung'],
    },
    en: {
      author: 'oliver_yearly',
      title: 'Sniffari: let the nose lead the walk',
      description:
        'A walk where your dog chooses the pace and the direction. A long, sniffy stroll is relaxing and often more satisfying for your dog than a brisk loop.',
      content: lines(
        '1. Pick a quiet, varied area such as a woodland edge, a field path or a park outside rush hour.',
        '2. Use a comfortable harness and a longer lead of three to five metres.',
        '3. Release your dog with a cue like "go sniff" and let them decide where to go, as long as it is safe.',
        '4. Stop when they are deep into a smell and wait patiently until they are done.',
        '5. Skip the cues and the training today. Phone in your pocket, just follow along.',
        '6. Now and then, drop a few treats into the grass for them to discover.',
        '7. Finish calmly and give your dog a quiet rest at home afterwards.',
        'Tip: Keep the lead slack so your dog can move freely, and watch out for food scraps along the path.',
      ),
      tags: ['nose work', 'walking', 'relaxation'],
    },
  },
  {
    slug: 'scent-cup-game',
    difficulty: 'intermediate',
    duration: 10,
    location: 'indoor',
    de: {
      author: 'tom_monthly',
      title: 'Der Geruchs-Test: Unter welchem Becher?',
      description:
        'Drei Becher, ein Leckerli: Dein Hund zeigt dir, unter welchem Becher es liegt. Ein kleiner Test für die Nase und ein Einstieg ins Anzeigen.',
      content: lines(
        '1. Stell drei gleiche, umgedrehte Becher nebeneinander auf den Boden.',
        '2. Leg unter einen Becher ein gut riechendes Leckerli, während dein Hund zusieht.',
        '3. Lass ihn schnüffeln. Stupst oder scharrt er am richtigen Becher, markierst du und hebst den Becher an.',
        '4. Zeigt er auf einen falschen Becher, bleibst du still und gibst ihm Zeit.',
        '5. Nach einigen Runden versteckst du das Leckerli, ohne dass er zusieht.',
        '6. Tausche die Becher jedes Mal, damit er wirklich die Nase benutzt und nicht rät.',
        '7. Später stellst du mehr Becher auf oder belohnst nur, wenn er sich ruhig vor den richtigen Becher setzt.',
        'Tipp: Nimm stabile Becher, die dein Hund nicht zerbeißen kann, und hör nach fünf bis acht Durchgängen auf.',
      ),
      tags: ['nasenarbeit', 'anzeigen', 'kopfarbeit'],
    },
    en: {
      author: 'admin_anna',
      title: 'The sniff test: which cup?',
      description:
        'Three cups, one treat: your dog shows you which cup is hiding it. A fun little nose work test and a first step towards a trained indication.',
      content: lines(
        '1. Place three identical cups upside down in a row on the floor.',
        '2. Put a smelly treat under one cup while your dog watches.',
        '3. Let them sniff. When they nudge or paw the right cup, mark and lift it so they can eat the treat.',
        '4. If they choose a wrong cup, say nothing and simply wait.',
        "5. After a few rounds, hide the treat while your dog can't see.",
        '6. Shuffle the cups every time so your dog really uses their nose rather than guessing.',
        '7. Later, add more cups or only reward when they sit calmly in front of the right one.',
        "Tip: Use sturdy cups your dog can't chew up, and stop after five to eight rounds.",
      ),
      tags: ['nose work', 'indication', 'brain games'],
    },
  },
  // The activities the demo courses need besides those above (seed/course-content.ts).
  {
    slug: 'puppy-name-game',
    difficulty: 'beginner',
    duration: 5,
    location: 'indoor',
    de: {
      author: 'trainerin_julia',
      title: 'Namensspiel für Welpen: Blick auf Zuruf',
      description: 'Dein Welpe lernt, dass sein Name das schönste Wort der Welt ist: Er schaut dich an, sobald du ihn sagst.',
      content: lines(
        '1. Nimm zehn kleine Leckerli und setz dich zu deinem Welpen in einen ruhigen Raum.',
        '2. Sag einmal freundlich seinen Namen. Schaut er dich an, markierst du mit „Yes“ und belohnst sofort.',
        '3. Schaut er nicht, wartest du zwei Sekunden und machst ein leises Geräusch. Sag den Namen nicht mehrmals.',
        '4. Übe in kurzen Runden von zehn Wiederholungen, zwei- bis dreimal am Tag.',
        '5. Klappt es drinnen fast immer, übst du im Garten oder im Flur mit etwas mehr Ablenkung.',
        'Tipp: Benutze den Namen nie für Schimpfen oder Unangenehmes. Er soll immer etwas Gutes ankündigen.',
      ),
      tags: ['welpe', 'aufmerksamkeit', 'grundlagen'],
    },
    en: {
      author: 'trainerin_julia',
      title: 'Name game for puppies: eyes on you',
      description: 'Your puppy learns that their name is the best word in the world and looks at you as soon as you say it.',
      content: lines(
        '1. Take ten small treats and sit with your puppy in a quiet room.',
        '2. Say their name once, in a friendly voice. When they look at you, mark with "yes" and reward straight away.',
        '3. If they do not look, wait two seconds and make a soft noise. Do not repeat the name.',
        '4. Practise in short rounds of ten repetitions, two or three times a day.',
        '5. Once it works almost every time indoors, move to the garden or hallway with a little more going on.',
        'Tip: Never use the name for telling off or anything unpleasant. It should always announce something good.',
      ),
      tags: ['puppy', 'focus', 'basics'],
    },
  },
  {
    slug: 'puppy-handling',
    difficulty: 'beginner',
    duration: 5,
    location: 'indoor',
    de: {
      author: 'trainerin_julia',
      title: 'Welpe anfassen: Ohren, Zähne und Krallen zeigen',
      description: 'Damit Tierarztbesuche und Fellpflege später stressfrei klappen, lernt dein Welpe, dass Anfassen sich lohnt.',
      content: lines(
        '1. Wähle einen Moment, in dem dein Welpe müde und zufrieden ist, nicht mitten im Spiel.',
        '2. Berühre kurz ein Ohr, nimm die Hand weg und gib ein Leckerli. Berührung kündigt das Futter an, nicht umgekehrt.',
        '3. Steigere langsam: Ohr anheben, Lefze kurz anheben, einzelne Krallen berühren.',
        '4. Zieht dein Welpe weg, warst du zu schnell. Geh einen Schritt zurück und mach die Berührung kürzer.',
        '5. Beende jede Runde nach fünf bis zehn Berührungen, solange es ihm noch gefällt.',
        'Tipp: Lass andere vertraute Menschen dieselben Schritte üben, damit es auch mit fremden Händen klappt.',
      ),
      tags: ['welpe', 'pflege', 'vertrauen'],
    },
    en: {
      author: 'trainerin_julia',
      title: 'Puppy handling: ears, teeth and claws',
      description: 'So that vet visits and grooming stay stress-free later on, your puppy learns that being handled pays off.',
      content: lines(
        '1. Pick a moment when your puppy is tired and content, not in the middle of play.',
        '2. Briefly touch one ear, take your hand away and give a treat. The touch announces the food, not the other way round.',
        '3. Build up slowly: lift an ear, lift a lip for a moment, touch single claws.',
        '4. If your puppy pulls away, you went too fast. Go back a step and make the touch shorter.',
        '5. End each round after five to ten touches, while they are still enjoying it.',
        'Tip: Let other familiar people practise the same steps, so it works with other hands too.',
      ),
      tags: ['puppy', 'grooming', 'trust'],
    },
  },
  {
    slug: 'lead-direction-change',
    difficulty: 'beginner',
    duration: 10,
    location: 'outdoor',
    de: {
      author: 'trainerin_julia',
      title: 'Richtungswechsel an lockerer Leine',
      description: 'Dein Hund lernt, auf deine Richtung zu achten: Statt zu ziehen, folgt er dir, wenn du umdrehst.',
      content: lines(
        '1. Geh an lockerer Leine los. Bevor sie sich spannt, drehst du mit einem fröhlichen „Hier lang“ um.',
        '2. Folgt dein Hund dir, belohnst du ihn an deinem Bein, in der Belohnungszone.',
        '3. Wiederhole das alle paar Meter, mal nach links, mal nach rechts, mal ganz zurück.',
        '4. Wenn er schon vor der Leinenspannung mitdreht, wird die Übung seltener nötig: Belohne dann fürs Dranbleiben.',
        '5. Übe zuerst auf einem ruhigen Weg, dann an Stellen mit Gerüchen und Begegnungen.',
        'Tipp: Dreh nie ruckartig an der Leine. Der Hund soll deiner Stimme und deinem Körper folgen, nicht dem Zug.',
      ),
      tags: ['leinenführigkeit', 'spaziergang', 'aufmerksamkeit'],
    },
    en: {
      author: 'trainerin_julia',
      title: 'Changes of direction on a loose lead',
      description: 'Your dog learns to keep an eye on where you are going: instead of pulling, they follow you when you turn.',
      content: lines(
        '1. Set off on a loose lead. Before it goes tight, turn round with a cheerful "this way".',
        '2. When your dog follows, reward at your leg, in the reward zone.',
        '3. Repeat every few metres, sometimes to the left, sometimes to the right, sometimes right back.',
        '4. Once they turn with you before the lead tightens, you will need it less often: reward them for staying with you.',
        '5. Practise on a quiet path first, then where there are smells and other dogs.',
        'Tip: Never jerk the lead as you turn. Your dog should follow your voice and body, not the pull.',
      ),
      tags: ['loose lead', 'walking', 'focus'],
    },
  },
  {
    slug: 'recall-whistle',
    difficulty: 'intermediate',
    duration: 10,
    location: 'outdoor',
    de: {
      author: 'trainerin_julia',
      title: 'Rückruf mit der Pfeife aufbauen',
      description: 'Ein Pfiff klingt immer gleich, auch wenn du aufgeregt bist. So wird er zu einem verlässlichen Rückrufsignal.',
      content: lines(
        '1. Pfeif zu Hause, während dein Hund neben dir steht, und gib sofort etwas besonders Gutes. Zehnmal, über mehrere Tage.',
        '2. Pfeif, wenn er ein paar Meter entfernt ist und gerade nichts Spannendes tut. Kommt er, gibt es einen Jackpot.',
        '3. Übe im Garten und auf einer ruhigen Wiese an der Schleppleine.',
        '4. Steigere die Ablenkung erst, wenn er bei drei von drei Pfiffen sofort losläuft.',
        '5. Nutze den Pfiff nie, wenn du nicht sicher bist, dass er kommt. Geh dann lieber hin.',
        'Tipp: Ein Pfiff kündigt immer die beste Belohnung des Tages an, auch wenn es im Alltag längst klappt.',
      ),
      tags: ['rückruf', 'pfeife', 'freilauf'],
    },
    en: {
      author: 'trainerin_julia',
      title: 'Whistle recall: building the signal',
      description: 'A whistle always sounds the same, even when you are worried. That makes it a reliable recall signal.',
      content: lines(
        '1. At home, blow the whistle while your dog is right next to you and give something really special at once. Ten times, over several days.',
        '2. Whistle when they are a few metres away and not busy with anything exciting. If they come, give a jackpot.',
        '3. Practise in the garden and in a quiet field on a long line.',
        '4. Only add distractions once they set off straight away three times out of three.',
        '5. Never whistle when you are not sure they will come. Go and fetch them instead.',
        'Tip: A whistle always announces the best reward of the day, even once it works in everyday life.',
      ),
      tags: ['recall', 'whistle', 'off lead'],
    },
  },
  {
    slug: 'home-alone-steps',
    difficulty: 'intermediate',
    duration: 10,
    location: 'indoor',
    de: {
      author: 'trainerin_julia',
      title: 'Alleinbleiben in Mini-Schritten',
      description: 'Dein Hund lernt, dass du immer wiederkommst: erst für Sekunden, dann für Minuten, ohne dass er sich sorgen muss.',
      content: lines(
        '1. Gib deinem Hund auf seiner Decke einen Kauartikel und geh aus dem Raum. Komm nach wenigen Sekunden zurück, ganz ohne Begrüßung.',
        '2. Verlängere die Zeit nur, wenn er ruhig geblieben ist: 10 Sekunden, 30 Sekunden, eine Minute.',
        '3. Übe mit geschlossener Tür, dann mit Schlüssel und Jacke, dann an der Wohnungstür.',
        '4. Bellt, jault oder kratzt er, war der Schritt zu groß. Geh beim nächsten Mal deutlich kürzer weg.',
        '5. Eine Einheit besteht aus drei bis fünf kurzen Abwesenheiten.',
        'Tipp: Eine Kamera oder ein Handy mit Videoanruf zeigt dir, wie entspannt er wirklich ist.',
      ),
      tags: ['alleinbleiben', 'entspannung', 'alltag'],
    },
    en: {
      author: 'trainerin_julia',
      title: 'Home alone in tiny steps',
      description: 'Your dog learns that you always come back: first for seconds, then for minutes, without needing to worry.',
      content: lines(
        '1. Give your dog a chew on their mat and leave the room. Come back after a few seconds, without any greeting.',
        '2. Only make it longer when they stayed relaxed: 10 seconds, 30 seconds, one minute.',
        '3. Practise with the door closed, then with keys and coat, then at the front door.',
        '4. If they bark, whine or scratch, the step was too big. Leave for much less time next go.',
        '5. One session is three to five short absences.',
        'Tip: A camera or a phone on a video call shows you how relaxed they really are.',
      ),
      tags: ['alone', 'settle', 'everyday'],
    },
  },
];

export const seedPosts: SeedPost[] = [
  {
    slug: 'frida-rueckruf-durchbruch',
    activity: 11,
    author: 'ben_free',
    type: 'success_story',
    lang: 'de',
    content:
      'Nach drei Monaten Rückruf-Pingpong im Garten ist es passiert: Frida kam heute mitten aus dem Spiel mit zwei anderen Hunden sofort zu mir gerannt! Ich hätte fast geheult. Geduld lohnt sich wirklich. #rückruf #erfolg',
    hoursAgo: 3,
    comments: [
      {
        author: 'trainerin_julia',
        content: 'Großartig! Genau dafür macht man all die unspektakulären Wiederholungen. Feier sie ordentlich, dann wird der Rückruf noch wertvoller.',
        replies: [{ author: 'ben_free', content: 'Danke! Es gab eine ganze Handvoll Käsewürfel.' }],
      },
      {
        author: 'lena_yearly',
        content: 'Wie toll! Bei Balu hat es auch ewig gedauert, aber irgendwann macht es Klick.',
      },
    ],
  },
  {
    slug: 'schnueffelteppich-selbst-gebastelt',
    author: 'lena_yearly',
    type: 'post',
    lang: 'de',
    content:
      'Habe am Wochenende einen Schnüffelteppich aus alten Fleecedecken gebastelt: Gummimatte mit Löchern, Streifen durchknoten, fertig. Hat zwei Abende gedauert, aber Balu liebt ihn und ist danach herrlich müde. #nasenarbeit #diy',
    hoursAgo: 20,
    comments: [
      {
        author: 'tom_monthly',
        content: 'Sieht super aus! Wie breit hast du die Streifen geschnitten?',
        replies: [
          {
            author: 'lena_yearly',
            content: 'Etwa 3 cm breit und 15 cm lang, dann bleiben die Leckerli gut darin hängen.',
          },
        ],
      },
      {
        author: 'admin_anna',
        content: 'Toller Tipp! Schau gern auch in die Aktivität zum Schnüffelteppich, da stehen ein paar Ideen zum Steigern.',
      },
    ],
  },
  {
    slug: 'leinenziehen-draussen',
    title: 'Leinenführigkeit: Wie übertrage ich die Belohnungszone nach draußen?',
    activity: 10,
    acceptedComment: 0,
    author: 'tom_monthly',
    type: 'question',
    lang: 'de',
    content:
      'Mein Rüde Theo (2 Jahre, Labrador-Mix) zieht an der Leine wie ein Schlittenhund, sobald wir draußen sind. Im Flur klappt die Belohnungszone super. Habt ihr Tipps, wie ich das nach draußen übertrage? #leinenführigkeit',
    hoursAgo: 45,
    comments: [
      {
        author: 'trainerin_julia',
        content:
          'Drinnen klappt es schon – das ist die halbe Miete! Geh draußen zuerst an ganz reizarme Orte, zum Beispiel früh morgens auf einen leeren Parkplatz, und belohne anfangs sehr häufig. Die Ablenkung steigerst du erst, wenn es dort sicher klappt.',
        replies: [
          { author: 'tom_monthly', content: 'Danke, das probiere ich morgen früh direkt aus.' },
          {
            author: 'mod_max',
            content: 'Bei uns hat außerdem geholfen, vor dem Losgehen fünf Minuten im Garten schnüffeln zu lassen. Dann ist der erste Druck raus.',
          },
        ],
      },
      {
        author: 'ben_free',
        content: 'Frida war genauso. Geduld, nach ein paar Wochen wird es besser!',
      },
    ],
  },
  {
    slug: 'welpen-start-tipps',
    author: 'trainerin_julia',
    type: 'post',
    lang: 'de',
    content:
      'Drei Dinge, die ich allen mit einem neuen Welpen ans Herz lege: Erstens, Ruhe ist auch Training – Welpen brauchen viel mehr Schlaf, als man denkt. Zweitens, lieber fünf Minuten Nasenarbeit als eine Stunde Toben. Drittens, neue Eindrücke immer aus sicherer Entfernung. #welpen #nasenarbeit',
    hoursAgo: 72,
    comments: [
      {
        author: 'mia_new',
        content: 'Danke, genau das brauchte ich gerade! Unser Welpe zieht nächste Woche bei uns ein.',
        replies: [
          {
            author: 'trainerin_julia',
            content: 'Wie schön, herzlich willkommen! Meld dich gern hier, wenn Fragen aufkommen.',
          },
        ],
      },
      {
        author: 'lena_yearly',
        content: 'Punkt eins kann man nicht oft genug sagen. Wir haben das bei Balu am Anfang total unterschätzt.',
      },
    ],
  },
  {
    slug: 'hinweis-moderation-gesundheit',
    author: 'mod_max',
    type: 'post',
    lang: 'de',
    content:
      'Kurzer Hinweis aus der Moderation: Bitte stellt bei Fragen zu Gesundheit oder plötzlich verändertem Verhalten keine Ferndiagnosen, sondern verweist auf Tierärztin oder Tierarzt. Bei allen Fragen rund um Training und Beschäftigung helfen wir uns hier sehr gern gegenseitig!',
    hoursAgo: 120,
    comments: [
      {
        author: 'lena_yearly',
        content: 'Danke fürs Klarstellen, Max! Finde ich sehr sinnvoll.',
      },
    ],
  },
  {
    slug: 'mantrailing-einstieg',
    title: 'Wie fange ich mit Mantrailing an?',
    activity: 2,
    author: 'tom_monthly',
    type: 'question',
    lang: 'de',
    content:
      'Kennt jemand einen guten Weg, um mit Mantrailing anzufangen? Unsere Beagle-Hündin Lotte folgt draußen sowieso nur ihrer Nase, das möchte ich sinnvoll nutzen. Worauf sollte ich bei einer Hundeschule achten? #nasenarbeit #mantrailing',
    hoursAgo: 150,
    comments: [
      {
        author: 'trainerin_julia',
        content:
          'Achte darauf, dass ausschließlich mit Belohnung gearbeitet wird und die Gruppen klein sind. Bis du etwas findest: Die Futterschleppe auf der Wiese ist ein super Einstieg, die Anleitung findest du hier bei den Aktivitäten.',
      },
      {
        author: 'mod_max',
        content: 'Viele Hundesportvereine bieten Schnupperstunden an. Bitte aber keine Werbung für einzelne Anbieter in den Kommentaren, danke!',
      },
    ],
  },
  {
    slug: 'katze-und-junghund',
    title: 'Junghund jagt die Katze, sobald sie rennt – was hilft?',
    author: 'ben_free',
    type: 'question',
    lang: 'de',
    content:
      'Frage an alle mit Katze im Haushalt: Wie habt ihr euren Hund daran gewöhnt, die Katze in Ruhe zu lassen? Frida bleibt ruhig, solange Minka sitzt, aber sobald sie rennt, ist alles vergessen – sogar unser sonst so zuverlässiger Rückruf. #rückruf #impulskontrolle',
    hoursAgo: 200,
    comments: [
      {
        author: 'trainerin_julia',
        content:
          'Das ist ganz typisch, Bewegung ist einfach spannend. Übe „Lass es“ zuerst mit Futter, dann mit rollenden Spielzeugen, und sichere sie in Katzennähe vorerst mit Leine oder Gitter ab. Die Katze braucht immer erhöhte Rückzugsorte.',
      },
      {
        author: 'admin_anna',
        content: 'Bei uns hat ein Kindergitter in der Tür Wunder gewirkt. So konnten sich beide in Ruhe beobachten.',
      },
    ],
  },
  {
    slug: 'balu-deckentraining-cafe',
    activity: 9,
    author: 'lena_yearly',
    type: 'success_story',
    lang: 'de',
    content:
      'Wir haben es geschafft: Balu lag gestern im Café eine ganze Stunde entspannt auf seiner Decke, während wir in Ruhe Kuchen gegessen haben. Vor einem halben Jahr undenkbar! Deckentraining ist für uns die wichtigste Übung überhaupt. #deckentraining #erfolg',
    hoursAgo: 300,
    comments: [
      {
        author: 'tom_monthly',
        content: 'Respekt! Wie lange habt ihr dafür geübt?',
        replies: [
          {
            author: 'lena_yearly',
            content: 'Etwa vier Monate, jeden Tag ein paar Minuten zu Hause, dann Schritt für Schritt an neuen Orten.',
          },
        ],
      },
      {
        author: 'trainerin_julia',
        content: 'Was für ein schöner Meilenstein. Ihr zwei könnt richtig stolz sein!',
      },
      {
        author: 'ben_free',
        content: 'Das motiviert mich gerade sehr, mit Frida auch endlich anzufangen.',
      },
    ],
  },
  {
    slug: 'checkliste-angsthunde',
    author: 'trainerin_julia',
    type: 'post',
    lang: 'de',
    content:
      'Ich habe eine kleine Checkliste für den Alltag mit ängstlichen Hunden zusammengestellt – mit Hinweisen zu Abstand, Körpersprache und Rückzugsorten. Zum Nachlesen: https://example.org/checkliste-angsthunde #angsthund',
    hoursAgo: 480,
    comments: [],
  },
  {
    slug: 'pepper-beach-recall',
    activity: 11,
    author: 'emma_walks',
    type: 'success_story',
    lang: 'en',
    content:
      'Big day for us: Pepper came back on the very first call at the beach, with seagulls everywhere! Months of recall ping-pong in the garden finally paid off. #recall #proudowner',
    hoursAgo: 1,
    comments: [
      {
        author: 'oliver_yearly',
        content: 'That is huge, seagulls are the ultimate distraction! Well done, both of you.',
        replies: [{ author: 'emma_walks', content: 'Thank you! I may have handed out half a bag of chicken to celebrate.' }],
      },
      {
        author: 'admin_anna',
        content: 'Love this. Jackpot rewards for the really hard recalls make such a difference.',
      },
    ],
  },
  {
    slug: 'rainy-day-enrichment',
    author: 'oliver_yearly',
    type: 'post',
    lang: 'en',
    content:
      'Third rainy day in a row, so we are swapping long walks for nose work. Snuffle mat for breakfast, towel roll at lunch and a cardboard box to shred in the evening. Bruno is happily snoring now. Our recall games in the park will have to wait for the sun. #nosework #enrichment #recall',
    hoursAgo: 30,
    comments: [
      {
        author: 'emma_walks',
        content: 'Same here! The cardboard box is always the biggest hit with Pepper.',
      },
    ],
  },
  {
    slug: 'barking-at-bikes',
    title: 'Barking at bikes: what distance should we start at?',
    activity: 15,
    acceptedComment: 0,
    author: 'emma_walks',
    type: 'question',
    lang: 'en',
    content:
      "Question for the group: Pepper barks and lunges at bikes. What distance did you start at when working on this? I don't want to push her too fast. #reactivity",
    hoursAgo: 96,
    comments: [
      {
        author: 'admin_anna',
        content:
          "Start where she can notice the bike and still take treats calmly. For many dogs that is further away than you would think, sometimes across a whole field. If she can't eat, you are too close.",
        replies: [{ author: 'emma_walks', content: 'That makes sense, we were definitely too close. Thanks!' }],
      },
      {
        author: 'oliver_yearly',
        content: 'We used a quiet cycle path at off-peak times so I could control the distance. Slow progress, but it worked for Bruno.',
      },
    ],
  },
  {
    slug: 'car-boot-bolting',
    title: 'How do I stop my dog jumping out of the car boot?',
    author: 'oliver_yearly',
    type: 'question',
    lang: 'en',
    content:
      'Any ideas for a dog who jumps out of the car the second the boot opens? Door manners at home are great, but the car seems to be a completely different story for Bruno.',
    hoursAgo: 240,
    comments: [],
  },
  {
    slug: 'bruno-bow-trick',
    activity: 7,
    author: 'oliver_yearly',
    type: 'success_story',
    lang: 'en',
    content:
      'After two weeks of short sessions, Bruno finally does a proper bow on a hand signal alone. The secret was marking the moment his elbows dip, before he lies down. #tricks',
    hoursAgo: 400,
    comments: [
      {
        author: 'emma_walks',
        content: 'Oh, I need to try this with Pepper!',
      },
    ],
  },
  {
    slug: 'milo-foster-confidence',
    author: 'admin_anna',
    type: 'success_story',
    lang: 'en',
    content:
      'A little update on our foster dog Milo: when he arrived, he hid behind the sofa whenever the doorbell rang. Today he walked up to a visitor, sniffed her hand and went back to his mat all on his own. Small steps, huge progress. #rescue #confidence',
    hoursAgo: 500,
    comments: [
      {
        author: 'oliver_yearly',
        content: 'This made my day. Go Milo!',
      },
      {
        author: 'emma_walks',
        content: 'Such a lovely update. Is he still looking for a home?',
        replies: [
          {
            author: 'admin_anna',
            content: 'He is! We are taking our time to find the right family, he deserves a calm home.',
          },
        ],
      },
    ],
  },
];

/** A demo dog: its profile fields, and its owners by demo username (the first one added the dog). */
export type SeedDog = Pick<DogProfile, 'id' | 'name' | 'breed' | 'birthMonth' | 'sex' | 'notes'> & { owners: string[] };

export const seedDogs: SeedDog[] = [
  {
    id: 1,
    name: 'Balu',
    breed: 'Labrador Retriever',
    birthMonth: '2022-03',
    sex: 'male',
    notes: 'Liebt Suchspiele, mag keine Staubsauger.',
    owners: ['lena_yearly', 'ben_free'],
  },
  {
    id: 2,
    name: 'Pepe',
    breed: 'Jack Russell Terrier',
    birthMonth: '2025-06',
    sex: 'male',
    notes: 'Junghund, übt Ruhe an der Leine.',
    owners: ['tom_monthly'],
  },
  { id: 3, name: 'Skye', breed: 'Border Collie', birthMonth: '2020-09', sex: 'female', notes: 'Frisbee champion in the making.', owners: ['oliver_yearly'] },
  { id: 4, name: 'Frida', breed: 'Mischling', birthMonth: null, sex: 'female', notes: 'Aus dem Tierschutz, anfangs schüchtern.', owners: ['ben_free'] },
  { id: 5, name: 'Toby', breed: 'Beagle', birthMonth: '2019-11', sex: 'male', notes: '', owners: ['emma_walks'] },
  { id: 6, name: 'Nova', breed: 'Greyhound', birthMonth: '2018-05', sex: 'female', notes: 'Rescue, sprints twice a day.', owners: ['admin_anna'] },
  { id: 7, name: 'Comet', breed: 'Greyhound', birthMonth: '2019-02', sex: 'male', notes: 'Rescue, prefers the sofa.', owners: ['admin_anna'] },
  { id: 8, name: 'Kira', breed: 'Malinois', birthMonth: '2021-07', sex: 'female', notes: 'Nasenarbeit auf Prüfungsniveau.', owners: ['trainerin_julia'] },
];

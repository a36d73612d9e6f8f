/**
 * The demo's pictures (decision 042): drawn here in code at seed time, so the repository holds no
 * binaries, and stored the way an upload is (src/server/services/uploads.ts): one R2 prefix
 * `images/<uuid>` with a thumbnail and a medium, an `uploads` row, and the record pointing at it.
 * The uuid comes from the picture's name, so a second run writes the same objects and rows.
 * Dogs all get a photo, every second demo activity one (in both languages), and six members an
 * avatar; the rest show the illustrations.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { activityImages, dogs, uploads, users } from '../src/server/db/schema';
import { seedActivities, seedActivityId, seedDogs } from '../src/server/db/seed/content';
import { demoUsers } from '../src/server/db/seed/demo-users';
import { encodePng, type Rgb } from './png';

/** A scene: the colour of a point (x, y in 0…1 of the width, height in units of the width). */
type Paint = (x: number, y: number) => Rgb | null;

const COATS: Rgb[] = [
  [196, 140, 74],
  [60, 48, 40],
  [232, 214, 180],
  [150, 92, 50],
  [120, 120, 125],
];
const SKIES: [Rgb, Rgb][] = [
  [
    [190, 222, 240],
    [250, 240, 220],
  ],
  [
    [250, 214, 170],
    [252, 240, 226],
  ],
  [
    [206, 226, 206],
    [246, 244, 232],
  ],
];
const GROUNDS: Rgb[] = [
  [122, 168, 104],
  [176, 150, 110],
  [96, 140, 96],
];
const ACCENTS: Rgb[] = [
  [214, 80, 60],
  [240, 180, 40],
  [70, 120, 200],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** A sitting dog facing left, its nose at (cx - size…), in `coat`. */
function dog(cx: number, cy: number, size: number, coat: Rgb): Paint {
  const dark = mix(coat, [20, 16, 12], 0.55);
  return (x, y) => {
    const s = size;
    if (inEllipse(x, y, cx - 0.5 * s, cy - 0.95 * s, 0.07 * s, 0.06 * s)) return [25, 20, 18]; // nose
    if (inEllipse(x, y, cx - 0.17 * s, cy - 1.02 * s, 0.05 * s, 0.05 * s)) return [25, 20, 18]; // eye
    if (inEllipse(x, y, cx + 0.02 * s, cy - 0.95 * s, 0.12 * s, 0.28 * s)) return dark; // ear
    if (inEllipse(x, y, cx - 0.12 * s, cy - 1.0 * s, 0.28 * s, 0.24 * s)) return coat; // head
    if (inEllipse(x, y, cx - 0.38 * s, cy - 0.9 * s, 0.18 * s, 0.11 * s)) return coat; // muzzle
    if (inEllipse(x, y, cx + 0.05 * s, cy - 0.45 * s, 0.24 * s, 0.42 * s)) return coat; // chest
    if (inEllipse(x, y, cx + 0.32 * s, cy - 0.12 * s, 0.36 * s, 0.26 * s)) return coat; // haunch
    if (inEllipse(x, y, cx - 0.1 * s, cy - 0.02 * s, 0.08 * s, 0.08 * s)) return coat; // paw
    if (inEllipse(x, y, cx + 0.72 * s, cy - 0.18 * s, 0.2 * s, 0.06 * s)) return dark; // tail
    return null;
  };
}

/** An outdoor scene: sky, sun, ground, a dog and one thing to train with. */
function scene(seed: number, aspect: number): Paint {
  const [top, bottom] = SKIES[seed % SKIES.length] as [Rgb, Rgb];
  const ground = GROUNDS[seed % GROUNDS.length] as Rgb;
  const accent = ACCENTS[seed % ACCENTS.length] as Rgb;
  const coat = COATS[seed % COATS.length] as Rgb;
  const horizon = 0.62 * aspect;
  const theDog = dog(0.42 + (seed % 3) * 0.06, 0.86 * aspect, 0.3 * aspect, coat);
  const thing = seed % 2 === 0;
  return (x, y) => {
    const painted = theDog(x, y);
    if (painted) return painted;
    if (
      thing
        ? inEllipse(x, y, 0.2, 0.83 * aspect, 0.045, 0.045)
        : y > 0.7 * aspect && y < 0.88 * aspect && Math.abs(x - 0.2) < ((y - 0.7 * aspect) / (0.18 * aspect)) * 0.05
    )
      return accent;
    if (inEllipse(x, y, 0.82, 0.2 * aspect, 0.07, 0.07)) return [255, 226, 140];
    const hill = horizon - 0.05 * aspect * Math.sin(x * 5 + seed);
    if (y > hill) return mix(ground, mix(ground, [30, 40, 20], 0.35), (y - hill) / (aspect - hill));
    return mix(top, bottom, y / horizon);
  };
}

/** A portrait for an avatar: a dog's head in a circle of colour. */
function portrait(seed: number): Paint {
  const back = mix(ACCENTS[seed % ACCENTS.length] as Rgb, [255, 250, 240], 0.6);
  const theDog = dog(0.55, 1.02, 0.62, COATS[(seed + 1) % COATS.length] as Rgb);
  return (x, y) => theDog(x, y) ?? back;
}

/** Renders `paint` at width × height with 2 × 2 samples per pixel, as a PNG. */
function png(paint: Paint, width: number, height: number): Uint8Array {
  const SAMPLES = [0.25, 0.75].flatMap((dx) => [0.25, 0.75].map((dy) => [dx, dy] as const));
  return encodePng(width, height, (col, row) => {
    const sum = [0, 0, 0];
    for (const [dx, dy] of SAMPLES) {
      const colour = paint((col + dx) / width, (row + dy) / width) ?? [255, 255, 255];
      for (let channel = 0; channel < 3; channel++) sum[channel] = (sum[channel] ?? 0) + (colour[channel] ?? 0);
    }
    return [Math.round((sum[0] ?? 0) / 4), Math.round((sum[1] ?? 0) / 4), Math.round((sum[2] ?? 0) / 4)];
  });
}

/** A uuid made from the picture's name, so every run stores the same one. */
function uuidOf(name: string): string {
  const hex = createHash('sha256').update(`rudel-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Stored {
  thumbnailKey: string;
  mediumKey: string;
  width: number;
  height: number;
}

/** Stores both sizes of a picture under its own prefix and records the upload for `userId`. */
async function store(db: Db, media: R2Bucket, name: string, userId: number | null, paint: Paint, medium: { width: number; height: number }): Promise<Stored> {
  const prefix = `images/${uuidOf(name)}`;
  const sizes = [
    ['thumbnail', Math.round(medium.width / 2), Math.round(medium.height / 2)],
    ['medium', medium.width, medium.height],
  ] as const;
  for (const [size, width, height] of sizes) {
    await media.put(`${prefix}/${size}.png`, png(paint, width, height), {
      httpMetadata: { contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' },
    });
  }
  await db.insert(uploads).values({ prefix, userId, width: medium.width, height: medium.height }).onConflictDoNothing();
  return { thumbnailKey: `${prefix}/thumbnail.png`, mediumKey: `${prefix}/medium.png`, ...medium };
}

/** Demo members with an avatar; the others (Ben and the new members among them) show the illustrated dog. */
const WITH_AVATAR = ['trainerin_julia', 'lena_yearly', 'tom_monthly', 'oliver_yearly', 'emma_walks', 'admin_anna'];

/** Draws and stores the demo's pictures where none is set yet; answers how many it stored. */
export async function seedPictures(db: Db, media: R2Bucket): Promise<number> {
  let stored = 0;
  const members = await db
    .select({ id: users.id, username: users.username, avatarKey: users.avatarKey })
    .from(users)
    .where(
      inArray(
        users.username,
        demoUsers.map((u) => u.username),
      ),
    );
  const idOf = (username: string) => members.find((member) => member.username === username)?.id ?? null;
  for (const [index, username] of WITH_AVATAR.entries()) {
    const member = members.find((candidate) => candidate.username === username);
    if (!member || member.avatarKey) continue;
    const picture = await store(db, media, `avatar:${username}`, member.id, portrait(index), { width: 256, height: 256 });
    await db
      .update(users)
      .set({ avatarKey: picture.mediumKey })
      .where(and(eq(users.id, member.id), isNull(users.avatarKey)));
    stored++;
  }
  for (const [index, seedDog] of seedDogs.entries()) {
    const [row] = await db.select({ photoKey: dogs.photoKey }).from(dogs).where(eq(dogs.id, seedDog.id));
    if (!row || row.photoKey) continue;
    const picture = await store(db, media, `dog:${seedDog.id}`, idOf(seedDog.owners[0] ?? ''), portrait(index + 1), { width: 256, height: 256 });
    await db
      .update(dogs)
      .set({ photoKey: picture.mediumKey })
      .where(and(eq(dogs.id, seedDog.id), isNull(dogs.photoKey)));
    stored++;
  }
  // Every second activity has a photo in both languages; the first (nose work) keeps its illustration.
  for (let index = 1; index < seedActivities.length; index += 2) {
    const activity = seedActivities[index];
    if (!activity) continue;
    const activityIds = [seedActivityId(index, 'de'), seedActivityId(index, 'en')];
    const pictured = await db.select({ activityId: activityImages.activityId }).from(activityImages).where(inArray(activityImages.activityId, activityIds));
    const missing = activityIds.filter((id) => !pictured.some((row) => row.activityId === id));
    if (missing.length === 0) continue;
    const picture = await store(db, media, `activity:${activity.slug}`, idOf(activity.de.author), scene(index, 0.75), { width: 480, height: 360 });
    await db
      .insert(activityImages)
      .values(missing.map((activityId) => ({ activityId, position: 0, ...picture })))
      .onConflictDoNothing();
    stored++;
  }
  return stored;
}

/** Activities, posts, comments and likes for tests; counters are set from the rows afterwards. */
import type { Db } from '~/server/db/client';
import type { CreateActivityInput } from '~/shared/schemas/activity';
import { activities, activityTags, comments, posts, type Activity, type Comment, type Post } from '~/server/db/schema';

/** A create-form body that passes every rule of docs/product-rules.md §7.1. */
export function activityInput(overrides: Partial<Record<keyof CreateActivityInput, unknown>> = {}) {
  return {
    title: 'Schnüffelteppich für Regentage',
    description: 'Eine ruhige Nasenübung für drinnen, die müde und zufrieden macht.',
    content:
      '1. Leg den Teppich auf rutschfesten Boden. 2. Verteile eine Handvoll Trockenfutter darin. 3. Gib deinen Hund mit „Such!“ frei. 4. Lob ihn ruhig für jeden Fund.',
    difficulty: 'beginner',
    duration: 15,
    location: 'indoor',
    tags: ['nasenarbeit'],
    images: [],
    isOfficial: false,
    isApproved: false,
    ...overrides,
  };
}

export async function createActivity(
  db: Db,
  authorId: number,
  overrides: Partial<typeof activities.$inferInsert> = {},
  tags: string[] = [],
): Promise<Activity> {
  const [row] = await db
    .insert(activities)
    .values({
      authorId,
      lang: 'de',
      title: 'Leckerli-Suche im Wohnzimmer',
      description: 'Eine ruhige Nasenübung für Regentage.',
      content:
        'Versteck drei Leckerli in einem Raum, zeig deinem Hund eins und gib ihn mit „Such!“ frei. Lob ihn ruhig für jeden Fund und steigere langsam die Schwierigkeit.',
      difficulty: 'beginner',
      difficultyRank: 1,
      duration: 10,
      location: 'indoor',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('factory: activity was not created');
  if (tags.length > 0) await db.insert(activityTags).values(tags.map((tag) => ({ activityId: row.id, tag })));
  return row;
}

export async function createPost(db: Db, authorId: number, overrides: Partial<typeof posts.$inferInsert> = {}): Promise<Post> {
  const [row] = await db
    .insert(posts)
    .values({ authorId, type: 'post', lang: 'de', content: 'Heute hat der Rückruf geklappt!', ...overrides })
    .returning();
  if (!row) throw new Error('factory: post was not created');
  return row;
}

export async function createComment(db: Db, postId: number, authorId: number, parentId: number | null = null): Promise<Comment> {
  const [row] = await db.insert(comments).values({ postId, authorId, parentId, content: 'Super, weiter so!' }).returning();
  if (!row) throw new Error('factory: comment was not created');
  return row;
}

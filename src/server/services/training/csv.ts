/**
 * A dog's whole journal as a CSV file (docs/decisions/023-training-journal.md): UTF-8 with a byte
 * order mark so spreadsheet apps read umlauts right, the header in the member's language, one row
 * per session, newest first. Read page by page while the response streams, so memory stays bounded
 * however long the journal is.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '~/shared/enums';
import { mediaPath } from '~/shared/media';
import { translate, type MessageKey } from '~/shared/messages';
import { localDateTime } from '~/shared/training/days';
import { successRate } from '~/shared/training/mastery';
import type { Db } from '~/server/db/client';
import { dogs } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { ownersIfOwned } from './access';
import { sessionPage } from './sessions';
import type { SessionRow } from './views';

/** Sessions read per query while streaming. */
const CSV_PAGE_SIZE = 500;

const COLUMNS: MessageKey[] = [
  'training_csv_date',
  'training_csv_time',
  'training_csv_time_zone',
  'training_csv_activity',
  'training_csv_trainer',
  'training_csv_duration',
  'training_csv_repetitions',
  'training_csv_successes',
  'training_csv_rating',
  'training_csv_success_rate',
  'training_csv_setting',
  'training_csv_distraction',
  'training_csv_notes',
  'training_csv_photo',
];

/** German spreadsheet apps split on semicolons (the comma is their decimal mark), English ones on commas. */
const csvSeparator = (locale: Locale) => (locale === 'de' ? ';' : ',');

/**
 * One cell, quoted. Text a spreadsheet would run as a formula (= + - @, or a tab or carriage
 * return before one) starts with an apostrophe, which shows it as text.
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

function csvLine(cells: (string | number | null)[], separator: string): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}

function sessionCells({ session, activityTitle, trainerName, trainerTimeZone }: SessionRow): (string | number | null)[] {
  const [date, time] = localDateTime(session.startedAt, trainerTimeZone).split('T');
  const rate = successRate(session);
  return [
    date ?? '',
    time ?? '',
    trainerTimeZone,
    activityTitle,
    trainerName,
    session.durationMinutes,
    session.repetitions,
    session.successes,
    session.rating,
    rate === null ? null : Math.round(rate * 100),
    session.setting,
    session.distraction,
    session.notes,
    session.imageKey ? mediaPath(session.imageKey) : null,
  ];
}

/** The dog's name as a file name: ASCII letters, digits and dashes, never empty. */
function fileNameOf(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return ascii || 'dog';
}

/**
 * `GET /api/dogs/{dogId}/sessions.csv`. Any owner of the dog may download it: it is their data,
 * also after their premium ended (404 for anyone else).
 */
export async function journalCsv(db: Db, user: SessionUser, dogId: number): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  await ownersIfOwned(db, user, dogId);
  const [dog] = await db.select({ name: dogs.name }).from(dogs).where(eq(dogs.id, dogId));
  const separator = csvSeparator(user.locale);
  const encoder = new TextEncoder();
  let cursor: string | null | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          `\uFEFF${csvLine(
            COLUMNS.map((key) => translate(key, user.locale)),
            separator,
          )}`,
        ),
      );
    },
    async pull(controller) {
      const page = await sessionPage(db, user.id, dogId, cursor ? { cursor } : {}, CSV_PAGE_SIZE);
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map((row) => csvLine(sessionCells(row), separator)).join('')));
      cursor = page.nextCursor;
      if (!cursor) controller.close();
    },
  });
  return { fileName: `${translate('training_csv_file', user.locale)}-${fileNameOf(dog?.name ?? '')}.csv`, body };
}

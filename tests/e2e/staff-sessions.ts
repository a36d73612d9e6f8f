/**
 * Admins and moderators sign in with a code, and a code is accepted once per 30-second step and
 * account: parallel journeys cannot each type a fresh one. The setup project signs each demo staff
 * account in once through the real form and code step; journeys reuse those sessions (no journey
 * logs a staff account out: a logout would end the session for all of them).
 */
import { resolve } from 'node:path';
import { E2E_STATE_DIR } from './server.mjs';

export const STAFF_ACCOUNTS = ['admin@rudel.test', 'moderator@rudel.test'] as const;
export type StaffAccount = (typeof STAFF_ACCOUNTS)[number];

export const isStaffAccount = (email: string): email is StaffAccount => (STAFF_ACCOUNTS as readonly string[]).includes(email);

/** Where the setup project keeps a staff account's signed-in browser state for this run. */
export const staffStatePath = (email: StaffAccount) => resolve(E2E_STATE_DIR, 'staff-sessions', `${email}.json`);

import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { app } from '~/server/app';

export const prerender = false;

/** The one bridge from Astro to the Hono API (docs/architecture.md §1). */
export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, env, locals.cfContext);

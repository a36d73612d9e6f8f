// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en.json';
import type { PostView } from '~/shared/community';
import { actorWith } from '~/shared/test-actor';
import { $toast, dismissToast } from '~/stores/toasts';
import PostCard from './PostCard';

const member = actorWith({ id: 2, activityCount: 1 });
const post: PostView = {
  id: 7,
  content: 'Unser erster Tag am See',
  type: 'post',
  imageUrl: null,
  likes: 0,
  commentsCount: 0,
  createdAt: new Date().toISOString(),
  editedAt: null,
  authorId: 3,
  author: { id: 3, username: 'mia', displayName: 'Mia', avatarUrl: null, subscriptionTier: 'free' },
  isLiked: false,
  followsAuthor: false,
  activity: null,
  acceptedCommentId: null,
  lang: 'de',
  title: null,
  acceptedPreview: null,
};

/** The API answers every request with this status and body (the network is the only thing replaced). */
function answerWith(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function likeFails() {
  render(<PostCard locale="en" post={post} actor={member} onDeleted={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: `${messages.post_like}: 0 likes` }));
  // The like's code loads on the first press: on a busy machine that takes longer than waitFor's default second.
  await waitFor(() => expect($toast.get()).not.toBeNull(), { timeout: 5_000 });
  return $toast.get();
}

describe('PostCard like', () => {
  beforeEach(() => dismissToast());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the server's message when a like fails", async () => {
    answerWith(403, { code: 'account_suspended', message: 'Your account is suspended until 1 December.' });
    expect(await likeFails()).toMatchObject({ title: 'Your account is suspended until 1 December.', variant: 'destructive' });
  });

  it('says to log in only when the server gave no reason', async () => {
    answerWith(502, {});
    expect(await likeFails()).toMatchObject({ title: messages.post_like_login_body, variant: 'destructive' });
  });
});

describe('PostCard follow', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("turns every card of the author into 'Unfollow', and only theirs", async () => {
    answerWith(200, { following: true });
    render(
      <>
        <PostCard locale="en" post={post} actor={member} onDeleted={() => undefined} />
        <PostCard locale="en" post={{ ...post, id: 8 }} actor={member} onDeleted={() => undefined} />
        <PostCard
          locale="en"
          post={{ ...post, id: 9, authorId: 4, author: { ...post.author, id: 4, username: 'tom', displayName: 'Tom' } }}
          actor={member}
          onDeleted={() => undefined}
        />
      </>,
    );
    const menus = screen.getAllByRole('button', { name: messages.post_menu });
    fireEvent.click(menus[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: messages.member_follow }));
    // Every card's menu, opened afterwards, says what it now does.
    for (const menu of menus) fireEvent.click(menu);
    await waitFor(() => expect(screen.getAllByRole('menuitem', { name: messages.member_unfollow })).toHaveLength(2));
    expect(screen.getAllByRole('menuitem', { name: messages.member_follow })).toHaveLength(1);
  });

  it('offers the author edit and delete instead of follow and report', async () => {
    render(<PostCard locale="en" post={{ ...post, authorId: member.id }} actor={member} onDeleted={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: messages.post_menu }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([messages.post_edit, messages.post_delete]);
    // The menu is named by its button.
    expect(screen.getByRole('menu', { name: messages.post_menu })).toBeTruthy();
  });
});

describe('PostCard menu by keyboard', () => {
  afterEach(cleanup);

  it('opens on its first item, moves with the arrow keys and gives the focus back to ⋯ on Escape', async () => {
    render(<PostCard locale="en" post={post} actor={member} onDeleted={() => undefined} />);
    const trigger = screen.getByRole('button', { name: messages.post_menu });
    fireEvent.click(trigger);
    const follow = await screen.findByRole('menuitem', { name: messages.member_follow });
    await waitFor(() => expect(document.activeElement).toBe(follow));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(follow, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: messages.report_action }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(follow);
    fireEvent.keyDown(follow, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('PostCard counts', () => {
  afterEach(cleanup);

  it('counts likes, comments and a question’s answers with the plural rules', () => {
    render(
      <>
        <PostCard locale="de" post={{ ...post, likes: 1, commentsCount: 2 }} actor={member} onDeleted={() => undefined} />
        <PostCard locale="de" post={{ ...post, id: 8, type: 'question', likes: 2, commentsCount: 1 }} actor={member} onDeleted={() => undefined} />
      </>,
    );
    expect(screen.getAllByRole('button', { pressed: false }).map((like) => like.textContent)).toEqual(['Gefällt mir: 1 Like', 'Gefällt mir: 2 Likes']);
    expect(screen.getByRole('button', { name: '2 Kommentare' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Antwort' })).toBeTruthy();
  });
});

describe('PostCard text', () => {
  afterEach(cleanup);

  it('links a hashtag to the feed of that tag', () => {
    render(<PostCard locale="en" post={{ ...post, content: 'Heute #Rückruf geübt' }} actor={member} onDeleted={() => undefined} />);
    expect(screen.getByRole('link', { name: '#Rückruf' }).getAttribute('href')).toBe('/en/community?tag=r%C3%BCckruf');
  });
});

describe('PostCard question', () => {
  afterEach(() => cleanup());

  it("links the question's title to its page and previews the accepted answer", () => {
    const question: PostView = {
      ...post,
      type: 'question',
      title: 'Zieht an der Leine',
      acceptedCommentId: 9,
      acceptedPreview: 'Bleib stehen, bis sie locker ist.',
    };
    render(<PostCard locale="en" post={question} actor={member} onDeleted={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Zieht an der Leine' }).querySelector('a')?.getAttribute('href')).toBe('/en/community/posts/7');
    expect(screen.getByText('Bleib stehen, bis sie locker ist.', { exact: false }).textContent).toBe(
      `✓ ${messages.comment_accepted}: Bleib stehen, bis sie locker ist.`,
    );
  });

  it('shows neither for a post', () => {
    render(<PostCard locale="en" post={post} actor={member} onDeleted={() => undefined} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText(messages.comment_accepted, { exact: false })).toBeNull();
  });
});

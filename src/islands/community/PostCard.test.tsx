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
};

/** The API answers every request with this status and body (the network is the only thing replaced). */
function answerWith(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function likeFails() {
  render(<PostCard locale="en" post={post} actor={member} onDeleted={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: messages.post_like }));
  await waitFor(() => expect($toast.get()).not.toBeNull());
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
    fireEvent.click(screen.getAllByRole('button', { name: messages.member_follow })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: messages.member_unfollow })).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: messages.member_follow })).toHaveLength(1);
  });

  it('offers no follow button on the own post', () => {
    render(<PostCard locale="en" post={{ ...post, authorId: member.id }} actor={member} onDeleted={() => undefined} />);
    expect(screen.queryByRole('button', { name: messages.member_follow })).toBeNull();
  });
});

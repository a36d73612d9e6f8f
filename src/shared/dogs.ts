/** What the dog routes answer (docs/decisions/022-dogs.md), shared with the islands that show it. */
import type { DogSex } from './enums';

/**
 * Owners one dog may have: a household. One paid owner covers the dog for all of them
 * (`can.trackDog` in policy.ts), so the household is bounded, not the accounts a subscription reaches.
 */
export const DOG_OWNER_LIMIT = 6;

export interface DogOwner {
  id: number;
  displayName: string;
}

export interface DogPhoto {
  thumbnail: string;
  medium: string;
}

export interface DogProfile {
  id: number;
  name: string;
  breed: string | null;
  birthMonth: string | null;
  sex: DogSex | null;
  notes: string;
  photo: DogPhoto | null;
  /** The owner who added the dog; only they may remove co-owners. Null once their account is gone. */
  createdBy: number | null;
  owners: DogOwner[];
  /** Whether the member may track this dog's progress (docs/product-rules.md §6, the dog rule). */
  mayTrack: boolean;
  /** The dog the activity pages and the legacy progress routes use. */
  isCurrent: boolean;
}

export interface DogProgressEntry {
  activityId: number;
  tried: boolean;
  mastered: boolean;
}

export interface DogProgress {
  dogId: number;
  progress: DogProgressEntry[];
}

export interface DogInvitationAnswer {
  dogId: number;
  answer: 'accepted' | 'declined';
}

import type { FavoriteClub } from '../../../contract/favorites';
import { zurichDate, zurichTime } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findClub } from '../clubs/repo';
import { addFavorite, favoriteClubs, nextTeeTimesOfFavorites, removeFavorite } from './repo';

export const NEXT_TEE_TIMES_PER_FAVORITE = 3;

export async function listFavorites(db: Db, userId: string, now: Date): Promise<FavoriteClub[]> {
  const [clubs, teeTimes] = await Promise.all([
    favoriteClubs(db, userId),
    nextTeeTimesOfFavorites(db, userId, zurichDate(now), zurichTime(now), NEXT_TEE_TIMES_PER_FAVORITE),
  ]);
  return clubs.map((club) => ({
    id: club.id,
    name: club.name,
    city: club.city,
    canton: club.canton,
    image_url: club.imageUrl,
    nextTeeTimes: teeTimes
      .filter((teeTime) => teeTime.golf_club_id === club.id)
      .map((teeTime) => ({
        id: teeTime.id,
        date: teeTime.date,
        time: teeTime.time,
        hole_count: teeTime.hole_count,
        discounted_price: Number(teeTime.discounted_price),
        original_price: Number(teeTime.original_price),
        openSlots: teeTime.open_slots,
      })),
  }));
}

export async function favorite(db: Db, userId: string, clubId: string) {
  if (!(await findClub(db, clubId))) throw new AppError('not_found', 'No such golf club');
  await addFavorite(db, userId, clubId);
}

export async function unfavorite(db: Db, userId: string, clubId: string) {
  await removeFavorite(db, userId, clubId);
}

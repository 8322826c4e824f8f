// Playback: the playback endpoint's checks and answer, stream leases, and live playlists. Live
// events stream a sample asset looped from the event's start date (live-playlist.ts).
import { DVR_WINDOW_LONG, DVR_WINDOW_SHORT, PLAYBACK_MESSAGE, type PlaybackAnswer } from '../../../contracts/playback.ts';
import type { RealmSettings } from '../../../contracts/realm.ts';
import type { Db } from '../../db/index.ts';
import { HttpError, notFound } from '../../errors.ts';
import { readSampleAsset, type SampleAsset } from './hls-sample.ts';
import { createLeaseService, type LeaseService } from './leases.ts';
import { liveWindow, renderMasterPlaylist, renderMediaPlaylist } from './live-playlist.ts';
import { checkGuestAccess, checkLicence, checkTerritory } from './rules.ts';

export type PlaybackRequest = {
  realm: RealmSettings;
  viewer: { userId: string; isGuest: boolean };
  deviceId: string;
  contentId: string;
  /** ISO 3166-1 alpha-2 from a trusted source, or null when unknown. */
  country: string | null;
  dvrWindow: number | undefined;
};

export type LivePlaylistAnswer = { body: string; maxAgeSeconds: number };

export type PlaybackService = {
  start(request: PlaybackRequest): Promise<PlaybackAnswer>;
  leases: LeaseService;
  livePlaylist(realm: RealmSettings, contentId: string, file: string, dvr: number | undefined): Promise<LivePlaylistAnswer>;
};

/** The DVR window a realm grants for what the app asked (spec §9), in seconds. */
export function dvrWindowFor(realm: RealmSettings, asked: number | undefined): number {
  if (!realm.hasDvr) return 0;
  return Math.min(Math.max(asked ?? DVR_WINDOW_SHORT, 0), DVR_WINDOW_LONG);
}

const videoError = (status: number, message: string) =>
  new HttpError(status, 'VIDEO_ERROR', message, { messageKey: PLAYBACK_MESSAGE.videoError });

export function createPlaybackService(db: Db, options: { mediaDir: string; now: () => Date }): PlaybackService {
  const { now } = options;
  const leases = createLeaseService(db, now);
  const assets = new Map<string, Promise<SampleAsset>>();
  const assetOf = (name: string): Promise<SampleAsset> => {
    let asset = assets.get(name);
    if (!asset) {
      asset = readSampleAsset(options.mediaDir, name);
      // A missing or unreadable asset is tried again next time (the media may be regenerated).
      asset.catch(() => assets.delete(name));
      assets.set(name, asset);
    }
    return asset;
  };

  const playable = (realm: string, id: string) =>
    db
      .selectFrom('content')
      .select(['id', 'type', 'media', 'start_date', 'end_date'])
      .where('realm', '=', realm)
      .where('id', '=', id)
      .where('media', 'is not', null)
      .executeTakeFirst();

  return {
    leases,

    async start({ realm, viewer, deviceId, contentId, country, dvrWindow }) {
      const item = await playable(realm.realm, contentId);
      if (!item?.media) throw videoError(404, `Nothing to play for ${contentId}`);
      const live = item.type === 'LIVE_EVENT';
      checkGuestAccess(realm, viewer);
      await checkTerritory(db, realm.realm, item.id, country);
      await checkLicence(db, realm.realm, item.id, viewer.userId, now());
      if (live && (!item.start_date || item.start_date > now())) throw videoError(409, 'This event has not started');
      const lease = await leases.take({ userId: viewer.userId, realm: realm.realm, deviceId }, item.id);
      if (!live) {
        const base = `${realm.videoEndpoint}/${item.media}`;
        return {
          contentId: item.id,
          live: false,
          ended: false,
          streams: { hls: `${base}/master.m3u8`, dash: `${base}/manifest.mpd` },
          dvrWindow: null,
          lease,
        };
      }
      const window = dvrWindowFor(realm, dvrWindow);
      const ended = item.end_date !== null && item.end_date <= now();
      return {
        contentId: item.id,
        live: true,
        ended,
        streams: { hls: `${realm.liveEndpoint}/${realm.realm}/${item.id}/master.m3u8?dvr=${window}`, dash: null },
        dvrWindow: window,
        lease,
      };
    },

    async livePlaylist(realm, contentId, file, dvr) {
      const item = await playable(realm.realm, contentId);
      if (!item?.media || item.type !== 'LIVE_EVENT' || !item.start_date) throw notFound(`No live event ${contentId}`);
      const asset = await assetOf(item.media).catch(() => {
        throw notFound(`No stream for ${contentId}`);
      });
      // Players re-read a live playlist about once a target duration; half of it keeps a cache in
      // front from holding the edge back by more than that.
      const maxAgeSeconds = Math.max(1, Math.floor(asset.grid.targetDuration / 2));
      const window = dvrWindowFor(realm, dvr);
      if (file === 'master.m3u8') return { body: renderMasterPlaylist(asset.master, `dvr=${window}`), maxAgeSeconds };
      const rendition = asset.renditions.get(file);
      if (!rendition) throw notFound(`No playlist ${file} for ${contentId}`);
      const playlist = liveWindow(rendition, { start: item.start_date, end: item.end_date, now: now(), dvrSeconds: window }, asset.grid);
      if (!playlist) throw notFound(`${contentId} has not started`);
      // The sample's own files, served by the media operation: ../../../ climbs from
      // /api/media/live/{realm}/{id}/ to /api/media/.
      const body = renderMediaPlaylist({ rendition, playlist, start: item.start_date, mediaBase: `../../../${item.media}/` });
      return { body, maxAgeSeconds };
    },
  };
}

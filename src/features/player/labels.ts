// Labels of the player, its playback messages (spec §8; the keys of PLAYBACK_MESSAGE are the
// server's messageKeys), the history screen and multi-view.
import type { LabelDeclarations } from '../../lib/core/labels.ts';

export const playerLabels = {
  playerRegion: 'Video player',
  playerStarting: 'Starting playback…',
  playerPlay: 'Play {{title}}',
  playerNothingToPlay: 'There is nothing to play here.',
  playerOfflineLive: 'You are offline: live events need a connection.',
  playerOfflineVideo: 'You are offline: playing this video needs a connection.',
  playerEventStarts: 'This event starts {{time}}. It plays here from then.',
  playerGoLive: 'Go live',
  playerBehindLive: 'Behind live',
  playerResumedAt: 'Resumed where you stopped',
  playerStartOver: 'Start over',
  // Playback messages (spec §8).
  playbackAuthErrorTitle: 'Authentication error',
  playbackAuthErrorBody: 'Your session could not be confirmed. Please refresh the page.',
  playbackErrorTitle: 'Error accessing video',
  playbackVideoError: 'The video could not be played. Please try again.',
  playbackNotAllowed: 'You are not allowed to watch this video. Please sign in.',
  playbackNotLicensed: 'This video is not included in your subscription.',
  playbackOtherDeviceTitle: 'Watching on another device',
  playbackOtherDevice: 'You are already watching on the maximum number of devices. Stop watching on one of them and try again.',
  playbackTerritoryTitle: 'Not available in your territory',
  playbackNotInTerritory: 'This event is not available in your territory.',
  playbackClose: 'Close',
  playbackBuy: 'Buy',
  // History.
  historyTitle: 'Continue watching',
  historyEmpty: 'Nothing watched yet. What you watch shows here.',
  historyWatched: '{{percent}}% watched',
  historyLoadMore: 'Show more',
  // Multi-view.
  multiViewTitle: 'Multi-view',
  multiViewPick: 'Choose two or more live events to watch side by side.',
  multiViewEmpty: 'Nothing is live right now. Check back soon.',
  multiViewWatch: 'Watch together',
  multiViewChange: 'Change events',
  multiViewFocus: 'Listen to {{title}}',
  multiViewListening: 'Listening',
} as const satisfies LabelDeclarations;

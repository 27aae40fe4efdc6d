import type { ApiClient } from '@holostream/api';

/** What can be downloaded (spec §6): the Unity plugin, or the headset app. */
export type DownloadItem = 'plugin' | 'oculusApp';

/** GET /v1/downloads/plugin or /v1/downloads/oculus-app (authenticated): the answer's `downloadUrl`. */
export const downloadLinkRequest = (client: ApiClient, item: DownloadItem) => async (): Promise<string> => {
  const { downloadUrl } = item === 'plugin' ? await client.getPluginDownload() : await client.getOculusAppDownload();
  return downloadUrl;
};

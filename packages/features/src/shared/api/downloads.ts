import { read, type ApiClient } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

/** What can be downloaded: the Unity plugin, or the headset app. */
export type DownloadItem = 'plugin' | 'oculusApp';

/** GET /v1/downloads/plugin or /v1/downloads/oculus-app: the answer's `downloadUrl`, asked for at each press. */
async function downloadUrl(client: ApiClient, item: DownloadItem): Promise<string> {
  const { downloadUrl } =
    item === 'plugin'
      ? await read(client.GET('/v1/downloads/plugin'))
      : await read(client.GET('/v1/downloads/oculus-app'));
  return downloadUrl;
}

/** Fetches the item's link and hands it to `open` (which starts the download, or throws for an unusable link). */
export function useDownloadLink(item: DownloadItem, open: (url: string) => void) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['download', item],
    mutationFn: async () => open(await downloadUrl(client, item)),
  });
}

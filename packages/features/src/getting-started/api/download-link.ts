import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../shared';
import { openAsDownload, type DownloadItem } from '../model/download';

/**
 * GET /v1/downloads/plugin or /v1/downloads/oculus-app (authenticated, spec §6), then opens the
 * answer's `downloadUrl` as a download. A link that is not http(s) fails like a failed request.
 */
export function useDownloadLink(item: DownloadItem) {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['gettingStarted', 'download', item],
    mutationFn: async () => {
      const { downloadUrl } =
        item === 'plugin' ? await client.getPluginDownload() : await client.getOculusAppDownload();
      openAsDownload(downloadUrl);
      return downloadUrl;
    },
  });
}

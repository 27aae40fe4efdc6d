/**
 * Example values for the guide. They are not a real stream: the capture app shows the real ones.
 * Code, Unity's field names and these values stay the same in every language.
 */
export const SAMPLE_STREAM = { streamId: 'hs-live-7f3a9c21', pinCode: '482915' } as const;

/** Field names of the HoloStream Player component as Unity's Inspector shows them (not translated). */
export const INSPECTOR_FIELDS = { streamId: 'Stream ID', pinCode: 'PIN Code' } as const;

/** The prefab sample of the use-prefab section (docs/product.md §2): sets the stream id and a numeric PIN code, then plays. */
export const PREFAB_SAMPLE_CODE = `using Holostream;
using UnityEngine;

public class LivestreamLoader : MonoBehaviour
{
    void Start()
    {
        HoloStreamPlayer player = GetComponent<HoloStreamPlayer>();
        player.StreamId = "${SAMPLE_STREAM.streamId}"; // the Stream ID the capture app shows
        player.PinCode = ${SAMPLE_STREAM.pinCode}; // private streams only: a number, not a string
        player.Play();
    }
}
`;

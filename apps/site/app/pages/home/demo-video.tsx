import { Button, SectionHeader } from '@holostream/design-system';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { DEMO_VIDEO_EMBED_URL } from '../../external-links';
import { homeTexts } from './texts';
import { useTexts } from '@holostream/features/shared';

/** The external player itself. */
function Player({ title, ref }: { title: string; ref?: Ref<HTMLIFrameElement> }) {
  return (
    <iframe
      ref={ref}
      src={DEMO_VIDEO_EMBED_URL}
      title={title}
      className="absolute inset-0 size-full border-0"
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      // The player runs its own scripts in its own origin, and nothing more: no top-level navigation, pop-ups
      // only for its own links (a video service's "watch on …").
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
    />
  );
}

/**
 * home.video.idle / home.video.playing: the demo player is an external iframe that is created only
 * after the play button is pressed, so a visit to the home page loads nothing from the video service. The home page
 * is a document (no app): its HTML keeps the player in an inert `<template>`, which the page's inline script
 * (visitor-check.js) puts in place of the button when it is pressed; in the app, the button's own state does.
 */
export function DemoVideo() {
  const { t } = useTexts(homeTexts);
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The play button disappears on click; keep keyboard focus in the same place, on the player.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <section aria-labelledby="home-video-title" className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeader
        size="display"
        className="text-center"
        descriptionClassName="mx-auto max-w-2xl"
        titleId="home-video-title"
        title={t('video.title')}
        description={t('video.body')}
      />
      <div
        data-video=""
        className="dark relative mt-8 aspect-video overflow-hidden rounded-xl bg-background text-foreground shadow-card"
      >
        {playing ? (
          <Player ref={frameRef} title={t('video.frameTitle')} />
        ) : (
          <div
            data-video-placeholder=""
            className="absolute inset-0 flex items-center justify-center bg-[radial-gradient(ellipse_at_center,oklch(0.38_0.14_285/0.6),transparent_70%),repeating-linear-gradient(to_bottom,oklch(1_0_0/0.04)_0_1px,transparent_1px_6px)]"
          >
            <Button
              size="lg"
              data-play-video=""
              onClick={() => setPlaying(true)}
              className="rounded-full shadow-overlay"
            >
              <Play aria-hidden="true" className="fill-current" />
              {t('video.play')}
            </Button>
          </div>
        )}
        {/* Written at build only: a template's content is inert, nothing loads until the script uses it. */}
        {import.meta.env.SSR ? (
          <template>
            <Player title={t('video.frameTitle')} />
          </template>
        ) : null}
      </div>
      <p className="mt-3 text-center text-xs text-muted-foreground">{t('video.notice')}</p>
    </section>
  );
}

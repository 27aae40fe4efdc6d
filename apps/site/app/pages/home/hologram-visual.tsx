/** Scan lines over a cyan-to-violet fill: the "hologram" surface of the figure. */
const hologramFill =
  'bg-[repeating-linear-gradient(to_bottom,oklch(1_0_0/0.22)_0_1px,transparent_1px_5px),linear-gradient(170deg,oklch(0.9_0.12_200/0.95),oklch(0.62_0.2_285/0.6))]';

/**
 * Small specks of light drifting around the figure: position and size as classes, not inline styles,
 * so the prerendered HTML carries no style attribute for the CSP (style-src-attr 'none') to reject.
 */
const SPECKS = [
  'left-[18%] top-[30%] size-1',
  'left-[80%] top-[22%] size-[3px]',
  'left-[74%] top-[52%] size-[5px]',
  'left-[24%] top-[60%] size-[3px]',
  'left-[64%] top-[12%] size-0.5',
  'left-[34%] top-[16%] size-0.5',
];

/**
 * The hero's hologram, drawn with CSS gradients only (no images to load): a head-and-shoulders
 * figure of light rising from a glowing projector, with scan lines and specks. Purely decorative.
 */
export function HologramVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[4/5] w-full max-w-[15rem] sm:max-w-xs lg:max-w-sm">
      {/* Ambient glow. */}
      <div className="absolute inset-[6%] rounded-full bg-[radial-gradient(circle_at_50%_45%,oklch(0.6_0.19_285/0.5),transparent_65%)] blur-2xl motion-safe:animate-pulse" />

      {/* Beam from the projector, fading out upwards. */}
      <div className="absolute inset-x-[6%] top-[4%] bottom-[13%] bg-[linear-gradient(to_top,oklch(0.85_0.13_200/0.4),oklch(0.7_0.17_285/0.12)_55%,transparent)] [clip-path:polygon(38%_100%,62%_100%,100%_0,0_0)]" />

      {/* The figure, with a soft halo of its own behind it. */}
      <div className="absolute inset-x-[26%] top-[16%] bottom-[30%] rounded-full bg-[oklch(0.8_0.14_200/0.28)] blur-2xl" />
      <div className="absolute inset-x-[22%] top-[13%] bottom-[17%] flex flex-col items-center">
        <div
          className={`relative z-10 aspect-square w-[38%] rounded-full shadow-[0_0_28px_oklch(0.8_0.14_200/0.55)] ${hologramFill}`}
        />
        <div className={`-mt-[3%] h-[8%] w-[16%] ${hologramFill}`} />
        {/* Shoulders round off at the top; the torso tapers and fades into the beam. */}
        <div
          className={`-mt-[2%] w-full flex-1 rounded-t-[50%_22%] [clip-path:polygon(0_0,100%_0,90%_100%,10%_100%)] [mask-image:linear-gradient(to_bottom,black_55%,transparent)] ${hologramFill}`}
        />
      </div>

      {/* Specks of light. */}
      {SPECKS.map((placement) => (
        <span
          key={placement}
          className={`absolute rounded-full bg-[oklch(0.92_0.09_200)] shadow-[0_0_8px_oklch(0.85_0.13_200)] motion-safe:animate-pulse ${placement}`}
        />
      ))}

      {/* Projector: a lit disc inside two rings of light. */}
      <div className="absolute inset-x-[14%] bottom-[7%] h-[14%]">
        <div className="absolute inset-0 rounded-[50%] border border-[oklch(0.85_0.13_200/0.55)] shadow-[0_0_24px_oklch(0.8_0.14_200/0.45)]" />
        <div className="absolute inset-[18%_14%] rounded-[50%] border-2 border-[oklch(0.88_0.12_200/0.9)] bg-[radial-gradient(ellipse_at_center,oklch(0.9_0.11_200/0.85),oklch(0.62_0.2_285/0.45)_60%,transparent_75%)] shadow-[0_0_32px_oklch(0.8_0.14_200/0.7)]" />
      </div>
    </div>
  );
}

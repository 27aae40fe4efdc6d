import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@holostream/design-system';

export interface TeamCardProps {
  /** Shown in the round avatar instead of a photo; hidden from screen readers (the name is read). */
  initials: string;
  name: string;
  role: string;
  bio: string;
}

/** One team member: an initials avatar, name, role and a short bio. */
export function TeamCard({ initials, name, role, bio }: TeamCardProps) {
  return (
    <Card className="h-full">
      <CardHeader className="grid-cols-[auto_1fr] grid-rows-1 items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-[linear-gradient(135deg,var(--color-primary),oklch(0.45_0.12_220))] text-lg font-semibold tracking-wide text-primary-foreground"
        >
          {initials}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <CardTitle>{name}</CardTitle>
          <CardDescription>{role}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm">{bio}</p>
      </CardContent>
    </Card>
  );
}

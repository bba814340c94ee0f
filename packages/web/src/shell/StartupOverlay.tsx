/** UI-4: three bouncing dots, 100 px, centred on a translucent white overlay. */
export const StartupOverlay = ({ label }: { label: string }) => (
  <div
    className="fixed inset-0 z-50 flex items-center justify-center bg-white/70"
    role="status"
    aria-label={label}
    data-testid="startup-overlay"
  >
    {/* Sizes as classes, not style props: the build-time sign-in page has this overlay, and CSP refuses inline styles. */}
    <div className="flex h-[100px] w-[100px] items-center justify-between">
      {[0, 1, 2].map((dot) => (
        <span key={dot} className="wk-dot block h-[26px] w-[26px] rounded-full bg-brand-600" />
      ))}
    </div>
  </div>
)

/** UI-4: three bouncing dots, 100 px, centred on a translucent white overlay. */
export const StartupOverlay = ({ label }: { label: string }) => (
  <div
    className="fixed inset-0 z-50 flex items-center justify-center bg-white/70"
    role="status"
    aria-label={label}
    data-testid="startup-overlay"
  >
    <div className="flex items-center justify-between" style={{ width: 100, height: 100 }}>
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          className="wk-dot block rounded-full bg-brand-600"
          style={{ width: 26, height: 26 }}
        />
      ))}
    </div>
  </div>
)

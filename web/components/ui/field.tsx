/** A labelled form field: the label names the control with the given id. */
export function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">{label}</label>
      {children}
    </div>
  );
}

/** A field people never see (nor reach by keyboard or screen reader); bots that fill it are caught. */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

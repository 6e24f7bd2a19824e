interface ProgressMeterProps {
  readonly id: string;
  readonly label: string;
  /** 0 to 100. */
  readonly value: number;
  /** Text after the label, e.g. "Step 2 of 3"; the percentage by default. */
  readonly valueText?: string;
}

/** A labelled progress bar (form completion, step progress). */
export function ProgressMeter({ id, label, value, valueText }: ProgressMeterProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const text = valueText ?? `${percent}%`;
  return (
    <div className="progress-meter">
      <div className="progress-meter__header">
        <span id={`${id}-label`}>{label}</span>
        <span className="progress-meter__value">{text}</span>
      </div>
      <div
        className="progress-meter__track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        {/* Width through a style attribute: the CSP allows attributes, not inline <style>. */}
        <span className="progress-meter__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

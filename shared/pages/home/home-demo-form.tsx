import { DemoRequestForm } from '../../forms/demo-request/demo-request-form.tsx';

/** The hero's demo request form, as the home page's part that loads when first used. */
export function HomeDemoForm() {
  return <DemoRequestForm idPrefix="home-demo" />;
}

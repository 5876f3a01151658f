import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { formatDateTime } from '../../ui/formatting';
import { CommsBody, CommsRawPayload } from './CommsBody';

describe('CommsBody', () => {
  it('shows markup in a body as text and never creates its elements', () => {
    const body = '<script>window.x = 1</script><b>bold</b><img src="x" onerror="window.x = 2">';
    const { container } = renderWithProviders(<CommsBody api="/phone/feedback" typeId={50019} body={body} />);
    expect(screen.getByLabelText('Body text').textContent).toBe(body);
    expect(container.querySelectorAll('script, b, img')).toHaveLength(0);
  });

  it('shows a gethubs row as a link to its hub and setheat as a sentence', () => {
    renderWithProviders(
      <CommsBody
        api="/phone/gethubs"
        typeId={50020}
        body='[{"hub":1002,"set":21,"room":19,"heat":1,"rssi":-60}]'
      />,
    );
    expect(screen.getByRole('link', { name: '1002' }).getAttribute('href')).toBe('/hub/1002');
    renderWithProviders(<CommsBody api="/phone/setheat" typeId={50019} body='{"state":2,"setting":22}' />);
    expect(screen.getByText('Set to: Boost at 22°C')).toBeTruthy();
  });

  it("shows a checktoken response's expiry in the app's date format, not as the ISO text sent", () => {
    renderWithProviders(
      <CommsBody api="/phone/checktoken" typeId={50020} body='{"expiry":"2027-01-01T00:00:00.000Z"}' />,
    );
    expect(screen.getByText('Expiry').nextElementSibling?.textContent).toBe(
      formatDateTime('2027-01-01T00:00:00.000Z'),
    );
    expect(screen.queryByText('2027-01-01T00:00:00.000Z')).toBeNull();
    // A time that cannot be read is shown as it came.
    renderWithProviders(<CommsBody api="/phone/checktoken" typeId={50020} body='{"expiry":"soon"}' />);
    expect(screen.getByText('soon')).toBeTruthy();
  });

  it('parses the raw payload into headers and a body, eliding data over 8192 characters', () => {
    const payload = `content-type: application/json\n\n${JSON.stringify({ data: 'x'.repeat(9000) })}`;
    renderWithProviders(<CommsRawPayload payload={payload} />);
    expect(screen.getByText('content-type')).toBeTruthy();
    expect(screen.getByLabelText('Raw payload body').textContent).toMatch(
      /^Data is too long to show: \d+ bytes\.\n\{\n {2}"data": "x+\n…\nx+"\n\}$/,
    );
  });
});

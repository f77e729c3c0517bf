import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

const en = { on: 'on', browser: 'Browser', device: 'device' };
const de = { on: 'auf', browser: 'Browser', device: 'Gerät' };

describe('passkey device names', () => {
  it('names the browser and the system', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0', en)).toBe(
      'Firefox on Windows',
    );
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        de,
      ),
    ).toBe('Chrome auf Linux');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
        en,
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36 EdgA/156.0',
        en,
      ),
    ).toBe('Edge on Android');
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
        en,
      ),
    ).toBe('Chrome on Linux');
    expect(
      deviceName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        en,
      ),
    ).toBe('Safari on macOS');
  });

  it('falls back to words of the language for what it does not know', () => {
    expect(deviceName(null, de)).toBe('Browser auf Gerät');
    expect(deviceName('curl/8.0', en)).toBe('Browser on device');
  });
});

import { z } from 'astro/zod';
import { parseConfig } from '../config/parse';
import { sendThrottleMs } from '../config/forms';
import { SEND_TIMEOUT_MS } from './email';

/** The forms' structures, checked where they are written (src/config/forms.ts); the send limit, checked here against the email module's. */
export { checkedForms, formsSchema } from '../config/forms';

/** The rate limit, checked: a visitor offered "Send it again" after SEND_TIMEOUT_MS must be allowed to. */
parseConfig(
  'forms.ts',
  z.object({
    sendThrottleMs: z
      .number()
      .int()
      .min(1000)
      .max(SEND_TIMEOUT_MS - 1, 'must be shorter than SEND_TIMEOUT_MS, when a form offers "Send it again"'),
  }),
  { sendThrottleMs },
);

// What the friends page's sections share: how an action reports back to the page.
import { friendEndpoints } from '../../../domain/contracts/friendEndpoints';
import { ApiError } from '../../../net/apiError';
import { api } from '../../api';

export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export interface SectionProps {
  version: number;
  changed(message: string | null): void;
  failed(error: unknown): void;
}

/** Calls an endpoint for a row's button; reports the outcome. */
export async function act(
  run: () => Promise<unknown>,
  done: string,
  props: Pick<SectionProps, 'changed' | 'failed'>,
): Promise<void> {
  try {
    await run();
    props.changed(done);
  } catch (error) {
    props.failed(error);
  }
}

export { api, friendEndpoints };

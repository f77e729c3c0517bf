import { getPayload as getPayloadInstance } from 'payload';
import config from '@payload-config';

/** The Payload Local API for server code (pages, route handlers, scripts). */
export const getPayload = () => getPayloadInstance({ config });

import { zodResolver } from '@hookform/resolvers/zod';

/** react-hook-form's resolver for a contract schema; every form of the web app takes it from here. */
export { zodResolver };

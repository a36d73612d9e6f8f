/** Image files for journeys, made on the spot. */
import { encodePng } from '../../scripts/png';

/** A real PNG of the given size (a colour gradient), written without any image library. */
export const png = (width: number, height: number): Buffer => encodePng(width, height, (x, y) => [(x * 5) % 256, (y * 3) % 256, 140]);

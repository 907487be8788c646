export declare const WIDTH: number;
export declare const HEIGHT: number;
export declare const LAT_TOP: number;
export declare const LAT_BOTTOM: number;
/** Position of a point as percentages of the world-map SVG box (2 decimals): where to place a pin. */
export declare function project(lon: number, lat: number): { left: number; top: number };

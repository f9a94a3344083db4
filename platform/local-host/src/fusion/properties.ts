import { getSiteProperties } from "../host/site-registry";

export default getSiteProperties;

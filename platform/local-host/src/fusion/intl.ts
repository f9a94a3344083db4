import { phrasesFor } from "../host/phrase-registry";

export default phrasesFor;

/** The fields a results card reads, and the paging facts of the answer (Fusion's content filter). */
const ITEM = `_id type display_date website_url canonical_url websites headlines { basic } description { basic }
  label { basic { display url text } } taxonomy { primary_section { _id name } }
  credits { by { _id name url type byline additional_properties { original { byline } } } } promo_items`;

export const RESULTS_FILTER = `{ count next content_elements { ${ITEM} } }`;
export const SEARCH_FILTER = `{ metadata { q total_hits page page_size } data { ${ITEM} } }`;

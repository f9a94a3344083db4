export { AuthorBio, bioAuthors } from "./author-bio";
export type { AuthorBioFields } from "./author-bio";
export { FullAuthorBio, pageAuthor } from "./full-author-bio";
export type { FullAuthorBioFields } from "./full-author-bio";
export type { BioAuthor, BioSocialLink } from "./read-author";

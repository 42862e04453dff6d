/** What other features use of this one: the rest of its folder is its own. */
export { deletePhotoFx, uploadPhotosFx } from './model/model';

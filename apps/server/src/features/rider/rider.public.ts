// What other server features may import from rider/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export { cleanImage } from './image-clean';
export { IMAGE_TYPES, imageTypeOf } from './image-type';
export { NOT_AN_IMAGE_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from './photos.service';
export { photoErrors } from './rider.routes';

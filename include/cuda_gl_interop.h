/* OpenGL interoperability of the runtime API. No OpenGL context shares memory with
   ferrocuda's devices: registrations answer cudaErrorInvalidGraphicsContext, and the
   deprecated buffer-object calls an invalid resource handle (none was registered). */
#ifndef __CUDA_GL_INTEROP_H__
#define __CUDA_GL_INTEROP_H__

#include "cuda_runtime_api.h"

/* Host code's: device code neither calls these nor needs OpenGL's header. */
#if !defined(__CUDA_ARCH__)

#if defined(__APPLE__)
#include <OpenGL/gl.h>
#else
#include <GL/gl.h>
#endif

#if defined(__cplusplus)
extern "C" {
#endif

enum cudaGLDeviceList {
    cudaGLDeviceListAll = 1,
    cudaGLDeviceListCurrentFrame = 2,
    cudaGLDeviceListNextFrame = 3
};

enum cudaGLMapFlags {
    cudaGLMapFlagsNone = 0,
    cudaGLMapFlagsReadOnly = 1,
    cudaGLMapFlagsWriteDiscard = 2
};

extern cudaError_t CUDARTAPI cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                                              unsigned int cudaDeviceCount,
                                              enum cudaGLDeviceList deviceList);
extern cudaError_t CUDARTAPI cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource,
                                                         GLuint image, GLenum target,
                                                         unsigned int flags);
extern cudaError_t CUDARTAPI cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource,
                                                          GLuint buffer, unsigned int flags);

extern cudaError_t CUDARTAPI cudaGLSetGLDevice(int device);
extern cudaError_t CUDARTAPI cudaGLRegisterBufferObject(GLuint bufObj);
extern cudaError_t CUDARTAPI cudaGLMapBufferObject(void **devPtr, GLuint bufObj);
extern cudaError_t CUDARTAPI cudaGLUnmapBufferObject(GLuint bufObj);
extern cudaError_t CUDARTAPI cudaGLUnregisterBufferObject(GLuint bufObj);
extern cudaError_t CUDARTAPI cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags);
extern cudaError_t CUDARTAPI cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj,
                                                        cudaStream_t stream);
extern cudaError_t CUDARTAPI cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream);

#if defined(__cplusplus)
}
#endif

#endif /* !__CUDA_ARCH__ */

#endif /* __CUDA_GL_INTEROP_H__ */

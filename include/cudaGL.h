/* OpenGL interoperability of the driver API. No OpenGL context shares memory with
   ferrocuda's devices: registrations and device queries answer
   CUDA_ERROR_INVALID_GRAPHICS_CONTEXT. */
#ifndef __cudaGL_h__
#define __cudaGL_h__

#include "cuda.h"

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

typedef enum CUGLDeviceList_enum {
    CU_GL_DEVICE_LIST_ALL = 0x01,
    CU_GL_DEVICE_LIST_CURRENT_FRAME = 0x02,
    CU_GL_DEVICE_LIST_NEXT_FRAME = 0x03
} CUGLDeviceList;

CUresult CUDAAPI cuGraphicsGLRegisterBuffer(CUgraphicsResource *pCudaResource, GLuint buffer,
                                            unsigned int Flags);
CUresult CUDAAPI cuGraphicsGLRegisterImage(CUgraphicsResource *pCudaResource, GLuint image,
                                           GLenum target, unsigned int Flags);
CUresult CUDAAPI cuGLGetDevices(unsigned int *pCudaDeviceCount, CUdevice *pCudaDevices,
                                unsigned int cudaDeviceCount, CUGLDeviceList deviceList);

#if defined(__cplusplus)
}
#endif

#endif /* !__CUDA_ARCH__ */

#endif /* __cudaGL_h__ */

/* <cuda_pipeline.h>: the pipeline primitives (the experimental C++ classes are not provided). */
#ifndef __FERROCUDA_CUDA_PIPELINE_H__
#define __FERROCUDA_CUDA_PIPELINE_H__

#include "cuda_pipeline_primitives.h"

#endif

#pragma once
// Defined, not declared: each file that includes this has its own copies.
__constant__ float table[4];
__device__ int launches;
__managed__ int calls = 100;

// corpus: The rest of the random-number device API's surface: the Philox block function as counter-based randomness, CUDA's constants, the status and generator types of <curand.h>, and Philox's four-double uniforms
#include <cstdio>
#include <curand.h>
#include <curand_kernel.h>

#define CHECK(call) do { curandStatus_t s_ = (call); if (s_ != CURAND_STATUS_SUCCESS) printf("status %d\n", (int)s_); } while (0)

__device__ curandStatus_t seed_all(curandStatePhilox4_32_10_t *s, unsigned long long seed)
{
    curand_init(seed, threadIdx.x, 0, &s[threadIdx.x]);
    return CURAND_STATUS_SUCCESS;
}

__global__ void counter_based(uint4 *out, unsigned int key)
{
    // Each thread hashes its own counter: no state to keep between launches.
    uint4 c = make_uint4(threadIdx.x, 0, 0, 0);
    out[threadIdx.x] = curand_Philox4x32_10(c, make_uint2(key, 0xcafe));
}

__global__ void doubles(double *out)
{
    __shared__ curandStatePhilox4_32_10_t states[4];
    seed_all(states, 77ull);
    double4 u = curand_uniform4_double(&states[threadIdx.x]);
    out[4 * threadIdx.x] = u.x;
    out[4 * threadIdx.x + 1] = u.y;
    out[4 * threadIdx.x + 2] = u.z;
    out[4 * threadIdx.x + 3] = u.w;
}

int main()
{
    uint4 *blocks;
    double *u;
    cudaMallocManaged(&blocks, 4 * sizeof(uint4));
    cudaMallocManaged(&u, 16 * sizeof(double));
    counter_based<<<1, 4>>>(blocks, 12345u);
    doubles<<<1, 4>>>(u);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++)
        printf("block %d: %08x %08x %08x %08x\n", i, blocks[i].x, blocks[i].y, blocks[i].z, blocks[i].w);
    for (int i = 0; i < 16; i += 4)
        printf("u: %.17g %.17g %.17g %.17g\n", u[i], u[i + 1], u[i + 2], u[i + 3]);
    printf("constants: %.9g %.9g %.17g %.9g\n", CURAND_2POW32_INV, CURAND_2PI, CURAND_2POW53_INV_DOUBLE, CURAND_SQRT2);
    printf("types: %d %d %d %d\n", (int)CURAND_RNG_PSEUDO_XORWOW, (int)CURAND_RNG_PSEUDO_PHILOX4_32_10,
           (int)CURAND_STATUS_LAUNCH_FAILURE, (int)CURAND_ORDERING_PSEUDO_DEFAULT);
    CHECK(CURAND_STATUS_SUCCESS);
    CHECK(CURAND_STATUS_OUT_OF_RANGE);
    cudaFree(blocks);
    cudaFree(u);
    return 0;
}

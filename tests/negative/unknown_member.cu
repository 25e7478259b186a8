struct Particle { float x, y, z; };

__global__ void k(Particle *p, float *out)
{
    out[threadIdx.x] = p[threadIdx.x].w;
}

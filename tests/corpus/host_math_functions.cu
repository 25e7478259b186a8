// corpus: CUDA math functions the C library lacks (rsqrtf, rcbrt, sinpi/cospi/sincospi, erfinv, erfcinv, erfcx, normcdf, normcdfinv), called from __host__ __device__ code on both sides
#include <cstdio>

struct Results {
    float f[8];
    double d[8];
};

__host__ __device__ void evaluate(Results *r)
{
    r->f[0] = rsqrtf(4.0f);
    r->f[1] = rcbrtf(27.0f);
    r->f[2] = sinpif(0.5f);
    r->f[3] = cospif(1.0f);
    r->f[4] = erfinvf(0.5f);
    r->f[5] = normcdff(1.0f);
    r->f[6] = normcdfinvf(0.975f);
    float cos_part;
    sincospif(1.5f, &r->f[7], &cos_part);
    r->d[0] = rsqrt(16.0);
    r->d[1] = erfcinv(1e-10);
    r->d[2] = erfcx(30.0);
    r->d[3] = erfc(5.0) * 1e12;
    r->d[4] = sinpi(3.0);
    r->d[5] = cospi(2.5);
    double s, c;
    sincospi(0.25, &s, &c);
    r->d[6] = s + c;
    r->d[7] = erfinv(-0.9);
}

__global__ void on_device(Results *r) { evaluate(r); }

static void print(const char *side, const Results &r)
{
    printf("%s:", side);
    for (float v : r.f)
        printf(" %.5f", v);
    printf(" |");
    for (double v : r.d)
        printf(" %.5f", v);
    printf("\n");
}

int main()
{
    Results host, device;
    evaluate(&host);
    Results *d;
    cudaMalloc(&d, sizeof(Results));
    on_device<<<1, 1>>>(d);
    cudaMemcpy(&device, d, sizeof(Results), cudaMemcpyDeviceToHost);
    print("host", host);
    print("device", device);
    cudaFree(d);
    return 0;
}

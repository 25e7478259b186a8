template <typename T>
__global__ void scale(T *p, T factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] *= factor;
}

int main()
{
    float *d = nullptr;
    scale<float><<<4, 256>>>(d, 2.0f);
    return 0;
}

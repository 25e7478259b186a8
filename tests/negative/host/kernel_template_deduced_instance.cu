// An error in a kernel template's body shows in the instance a launch deduces: reported when
// the file is built, as for written template arguments.
template <class T>
__global__ void scale(T *p, T s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = p[i] * s + s.value;
}

int main()
{
    float *d = 0;
    scale<<<1, 4>>>(d, 2.0f, 4);
    return 0;
}

// An error in a templated kernel that only the instance a launch names shows: reported when
// the file is built, not when the program first launches the kernel.
struct Vec { float x, y; };
template <class T>
__global__ void scale(T* out, float s)
{
    out[threadIdx.x] = out[threadIdx.x] * s;
}
void run(Vec* d)
{
    scale<Vec><<<1, 64>>>(d, 2.0f);
}

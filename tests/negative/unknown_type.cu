__global__ void accumulate(float4x *data)
{
    data[threadIdx.x].x += 1.0f;
}

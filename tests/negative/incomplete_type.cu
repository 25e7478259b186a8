struct Node;

__global__ void k(float *out)
{
    Node n;
    out[0] = 0.0f;
}
